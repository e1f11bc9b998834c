import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { exerciseListSchema, type ExerciseList, type MuscleGroup } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export const EXERCISES_PATH = '/api/v1/exercises';
export const PICKER_PAGE_SIZE = 20;

export interface ExerciseSearch {
  search: string;
  muscleGroup: MuscleGroup | null;
}

/** GET /api/v1/exercises: one page of the picker's results (own and product exercises, by name). */
export async function searchExercises({ search, muscleGroup }: ExerciseSearch, page: number, signal?: AbortSignal): Promise<ExerciseList> {
  const body = await apiClient.get<unknown>(EXERCISES_PATH, {
    query: { search: search.trim() || undefined, muscleGroup: muscleGroup ?? undefined, page, pageSize: PICKER_PAGE_SIZE },
    signal,
  });
  return exerciseListSchema.parse(body);
}

export const searchExercisesQueryOptions = (query: ExerciseSearch) =>
  infiniteQueryOptions({
    queryKey: [...libraryKeys.list('exercises', { ...query, picker: true })],
    queryFn: ({ pageParam, signal }) => searchExercises(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PICKER_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

/** The picker's results, "Ver más" loading the next page. */
export function useExerciseSearch(query: ExerciseSearch, enabled: boolean) {
  return useInfiniteQuery({ ...searchExercisesQueryOptions(query), enabled });
}
