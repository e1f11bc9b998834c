import type { ActivityRow } from '../../db/schema';
import { releaseUnreferencedFiles, type ReleaseDeps } from './media/release-files';

export type VideoReleaseDeps = ReleaseDeps;

type VideoColumns = Pick<ActivityRow, 'videoProvider' | 'videoRef'>;

/**
 * After a change has committed: the uploaded video the item showed before, when a link replaced it
 * or it was removed, is deleted once no row (a duplicate may share it) shows it any more.
 */
export async function releaseReplacedVideo(deps: VideoReleaseDeps, before: VideoColumns, after: VideoColumns): Promise<void> {
  if (before.videoProvider !== 'upload' || !before.videoRef) return;
  if (after.videoProvider === 'upload' && after.videoRef === before.videoRef) return;
  await releaseUnreferencedFiles(deps, [before.videoRef]);
}
