import { videoEmbedUrl, videoWatchUrl, type LibraryVideo, type VideoLink } from '@coach/shared/contracts';
import type { ActivityRow } from '../../db/schema';
import type { MediaUrlSigner } from './media/media-urls';

/** What the media fields of a response need: a signer of media URLs (app.mediaUrls). */
export type MediaUrls = Pick<MediaUrlSigner, 'urlFor'>;

type MediaRow = Pick<ActivityRow, 'videoProvider' | 'videoRef' | 'videoContentType' | 'imageKey' | 'thumbnailKey'>;

/** The video an item shows: a YouTube/Vimeo link with its privacy-friendly player, or an uploaded file. */
export function videoOf(row: MediaRow, urls: MediaUrls): LibraryVideo | null {
  if (!row.videoProvider || !row.videoRef) return null;
  if (row.videoProvider === 'upload') {
    return { source: 'upload', url: urls.urlFor(row.videoRef), contentType: row.videoContentType ?? 'video/mp4' };
  }
  const link: VideoLink = { provider: row.videoProvider, id: row.videoRef };
  return { source: link.provider, id: link.id, url: videoWatchUrl(link), embedUrl: videoEmbedUrl(link) };
}

/** The media fields of exercises and activities: signed URLs, valid for an hour or two. */
export const mediaFieldsOf = (row: MediaRow, urls: MediaUrls) => ({
  video: videoOf(row, urls),
  coverUrl: row.imageKey ? urls.urlFor(row.imageKey) : null,
  thumbnailUrl: row.thumbnailKey ? urls.urlFor(row.thumbnailKey) : null,
});

/** The video columns for a link sent in a body: a link replaces any video; null removes it. */
export const videoLinkColumns = (link: VideoLink | null) => ({
  videoProvider: link?.provider ?? null,
  videoRef: link?.id ?? null,
  videoContentType: null,
});
