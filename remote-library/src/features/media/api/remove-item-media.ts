import { apiClient } from '@coach/shared';
import { activitySchema, exerciseSchema } from '@coach/shared/contracts';
import type { MediaItem, MediaKind, MediaSlot } from '../lib/media-item';

/** DELETE /api/v1/{kind}/{id}/image|video: the item without its picture or uploaded video (200). */
export async function removeItemMedia(kind: MediaKind, id: number, slot: MediaSlot): Promise<MediaItem> {
  const body = await apiClient.delete<unknown>(`/api/v1/${kind}/${id}/${slot}`);
  return kind === 'exercises' ? exerciseSchema.parse(body) : activitySchema.parse(body);
}
