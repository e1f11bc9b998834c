import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { exerciseSchema, exerciseUpdateSchema, type Exercise, type ExerciseUpdateRequest } from '@coach/shared/contracts';
import { withTypedVideoUrl } from '../../../lib/api/request-body';

/** PATCH /api/v1/exercises/{id}: product items answer 403. */
export async function updateExercise({ id, input }: { id: number; input: ExerciseUpdateRequest }): Promise<Exercise> {
  const body = await apiClient.patch<unknown>(`/api/v1/exercises/${id}`, withTypedVideoUrl(exerciseUpdateSchema.parse(input), input));
  return exerciseSchema.parse(body);
}

/** The editor invalidates the lists and the item itself, once the files are uploaded too. */
export function useUpdateExercise() {
  return useMutation({ mutationFn: updateExercise });
}
