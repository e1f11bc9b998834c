import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { activitySchema, activityCreateSchema, type Activity, type ActivityCreateRequest } from '@coach/shared/contracts';
import { withTypedVideoUrl } from '../../../lib/api/request-body';

/** POST /api/v1/activities: the input is checked and normalised by the contract (keywords, video link). */
export async function createActivity(input: ActivityCreateRequest): Promise<Activity> {
  const body = await apiClient.post<unknown>('/api/v1/activities', withTypedVideoUrl(activityCreateSchema.parse(input), input));
  return activitySchema.parse(body);
}

/** The editor invalidates the lists itself, once the files are uploaded too. */
export function useCreateActivity() {
  return useMutation({ mutationFn: createActivity });
}
