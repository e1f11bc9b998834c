import { apiClient } from '@coach/shared';
import type { MediaKind, MediaSlot } from '../lib/media-item';

/** DELETE /api/v1/{kind}/{id}/image|video: the item keeps no picture or no uploaded video. */
export async function removeItemMedia(kind: MediaKind, id: number, slot: MediaSlot): Promise<void> {
  await apiClient.delete<unknown>(`/api/v1/${kind}/${id}/${slot}`);
}
