import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import {
  exerciseHistorySchema,
  HISTORY_LIMITS,
  progressPaths,
  trainedExerciseListSchema,
  type ExerciseHistory,
  type TrainedExerciseList,
} from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

/** GET /api/v1/clients/{clientId}/exercises: the exercises the client registered series of, most recent first. */
export async function getTrainedExercises(clientId: number, signal?: AbortSignal): Promise<TrainedExerciseList> {
  return trainedExerciseListSchema.parse(await apiClient.get<unknown>(progressPaths.exercises(clientId), { signal }));
}

/** GET /api/v1/clients/{clientId}/exercises/{exerciseId}/history: the newest page of sessions (a chart reads one). */
export async function getExerciseHistory(clientId: number, exerciseId: number, signal?: AbortSignal): Promise<ExerciseHistory> {
  const query = { pageSize: HISTORY_LIMITS.pageMax };
  return exerciseHistorySchema.parse(await apiClient.get<unknown>(progressPaths.exerciseHistory(clientId, exerciseId), { query, signal }));
}

export const useTrainedExercises = (clientId: number) =>
  useQuery(queryOptions({ queryKey: agendaKeys.trainedExercises(clientId), queryFn: ({ signal }) => getTrainedExercises(clientId, signal) }));

export const useExerciseHistory = (clientId: number, exerciseId: number | null) =>
  useQuery({
    queryKey: agendaKeys.exerciseHistory(clientId, exerciseId ?? 0),
    queryFn: ({ signal }) => getExerciseHistory(clientId, exerciseId!, signal),
    enabled: exerciseId !== null,
    // The last exercise's chart stays while the next one loads.
    placeholderData: keepPreviousData,
  });
