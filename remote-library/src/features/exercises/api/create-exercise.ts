import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { exerciseSchema, exerciseCreateSchema, type Exercise, type ExerciseCreateRequest } from '@coach/shared/contracts';
import { withTypedVideoUrl } from '../../../lib/api/request-body';

/** POST /api/v1/exercises: the input is checked and normalised by the contract (keywords, video link). */
export async function createExercise(input: ExerciseCreateRequest): Promise<Exercise> {
  const body = await apiClient.post<unknown>('/api/v1/exercises', withTypedVideoUrl(exerciseCreateSchema.parse(input), input));
  return exerciseSchema.parse(body);
}

/** The editor invalidates the lists itself, once the files are uploaded too. */
export function useCreateExercise() {
  return useMutation({ mutationFn: createExercise });
}
