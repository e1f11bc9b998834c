import { activitySchema, exerciseSchema } from '@coach/shared/contracts';
import type { MediaItem, MediaKind, MediaSlot } from '../lib/media-item';
import { uploadFile } from '../upload-file';

/** PUT /api/v1/{kind}/{id}/image|video (multipart, one `file` part): the updated item (200). */
export async function uploadItemMedia(kind: MediaKind, id: number, slot: MediaSlot, file: File, onProgress?: (percent: number) => void): Promise<MediaItem> {
  const body = await uploadFile({ path: `/api/v1/${kind}/${id}/${slot}`, file, onProgress });
  return kind === 'exercises' ? exerciseSchema.parse(body) : activitySchema.parse(body);
}
