import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { activitySchema, activityUpdateSchema, type Activity, type ActivityUpdateRequest } from '@coach/shared/contracts';
import { withTypedVideoUrl } from '../../../lib/api/request-body';

/** PATCH /api/v1/activities/{id}: product items answer 403. */
export async function updateActivity({ id, input }: { id: number; input: ActivityUpdateRequest }): Promise<Activity> {
  const body = await apiClient.patch<unknown>(`/api/v1/activities/${id}`, withTypedVideoUrl(activityUpdateSchema.parse(input), input));
  return activitySchema.parse(body);
}

/** The editor invalidates the lists and the item itself, once the files are uploaded too. */
export function useUpdateActivity() {
  return useMutation({ mutationFn: updateActivity });
}
