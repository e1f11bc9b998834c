/**
 * The body to send for an exercise or activity: the contract's checked and normalised fields, but the
 * video link as typed. The contract turns a link into `{ provider, id }` (what the API stores), and
 * the API expects the link itself, so the parsed form cannot be sent back.
 */
export function withTypedVideoUrl<Parsed extends object>(parsed: Parsed, input: { videoUrl?: string | null }): Omit<Parsed, 'videoUrl'> & { videoUrl?: string | null } {
  const { videoUrl: _parsedLink, ...rest } = parsed as Parsed & { videoUrl?: unknown };
  return input.videoUrl === undefined ? rest : { ...rest, videoUrl: input.videoUrl };
}
