/**
 * YouTube and Vimeo links, as the library stores them: the provider and the canonical video id, so
 * a link pasted in any of its forms (watch, youtu.be, shorts, embed, m., player.vimeo…) shows the
 * same embedded player, and nothing but an id of the expected shape ever reaches an iframe's src.
 */
export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export interface VideoLink {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The provider and id of a YouTube or Vimeo link; undefined for anything else. */
export function parseVideoLink(input: string): VideoLink | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return youtube(segments[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.find((s) => VIMEO_ID.test(s));
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : undefined;
  }
  return undefined;
}

function youtube(id: string | undefined): VideoLink | undefined {
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
}

/** The link a person opens (the provider's own page). */
export function videoWatchUrl({ provider, id }: VideoLink): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

/**
 * The privacy-friendly embedded player: youtube-nocookie sets no cookie until the video plays, and
 * Vimeo's `dnt=1` turns off its tracking.
 */
export function videoEmbedUrl({ provider, id }: VideoLink): string {
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : `https://player.vimeo.com/video/${id}?dnt=1`;
}
