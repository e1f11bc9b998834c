import { videoEmbedUrl, videoWatchUrl, type LibraryVideo } from '@coach/shared/contracts';
import { contentTypeByExtension, extensionOf } from '../../storage/storage';
import type { MediaColumns } from './media-items';
import type { MediaUrlSigner } from './media-urls';

/** What an exercise or activity answers about its media (`video`, `coverUrl`, `thumbnailUrl`). */
export interface MediaFields {
  video: LibraryVideo | null;
  coverUrl: string | null;
  thumbnailUrl: string | null;
}

function videoOf(row: MediaColumns, urls: Pick<MediaUrlSigner, 'urlFor'>): LibraryVideo | null {
  if (!row.videoProvider || !row.videoRef) return null;
  if (row.videoProvider === 'upload') {
    const contentType = row.videoContentType ?? contentTypeByExtension[extensionOf(row.videoRef)] ?? 'video/mp4';
    return { source: 'upload', url: urls.urlFor(row.videoRef), contentType };
  }
  const link = { provider: row.videoProvider, id: row.videoRef };
  return { source: row.videoProvider, id: row.videoRef, url: videoWatchUrl(link), embedUrl: videoEmbedUrl(link) };
}

/**
 * The media of an item as the API answers it: signed URLs of the stored files (only a caller allowed
 * to read the item gets them), and a linked video's page and privacy-friendly player.
 */
export function mediaFieldsOf(row: MediaColumns, urls: Pick<MediaUrlSigner, 'urlFor'>): MediaFields {
  return {
    video: videoOf(row, urls),
    coverUrl: row.imageKey ? urls.urlFor(row.imageKey) : null,
    thumbnailUrl: row.thumbnailKey ? urls.urlFor(row.thumbnailKey) : null,
  };
}
