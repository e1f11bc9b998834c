import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@coach/shared';
import { programPaths, programSchema, type Program } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

/** GET /api/v1/programs/{id}: the program with its days and the count of its active assignments. */
export async function getProgram(id: number, signal?: AbortSignal): Promise<Program> {
  return programSchema.parse(await apiClient.get<unknown>(programPaths.program(id), { signal }));
}

export const getProgramQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item('programs', id),
    queryFn: ({ signal }) => getProgram(id, signal),
    // A program that does not exist will not appear on a second try.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useProgram(id: number) {
  return useQuery(getProgramQueryOptions(id));
}
