import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { programListQuerySchema, programListSchema, programPaths, type ProgramList } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '../lib/list-params';
import { listUrl } from './list-url';

/** GET /api/v1/programs: one page of programs (summaries: weeks and counts, no days). */
export async function getPrograms(query: ListQuery, signal?: AbortSignal): Promise<ProgramList> {
  const body = await apiClient.get<unknown>(listUrl(programPaths.programs, programListQuerySchema.parse(query)), { signal });
  return programListSchema.parse(body);
}

export const getProgramsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: libraryKeys.list('programs', query),
    queryFn: ({ signal }) => getPrograms(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePrograms(query: ListQuery) {
  return useQuery(getProgramsQueryOptions(query));
}
