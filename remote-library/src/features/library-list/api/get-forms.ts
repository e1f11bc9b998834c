import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { formListQuerySchema, formListSchema, type FormList } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import type { ListQuery } from '../lib/list-params';
import { listUrl } from './list-url';

export const FORMS_PATH = '/api/v1/forms';

/** GET /api/v1/forms: one page of forms (summaries: the number of questions). */
export async function getForms(query: ListQuery, signal?: AbortSignal): Promise<FormList> {
  const body = await apiClient.get<unknown>(listUrl(FORMS_PATH, formListQuerySchema.parse(query)), { signal });
  return formListSchema.parse(body);
}

export const getFormsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: libraryKeys.list('forms', query),
    queryFn: ({ signal }) => getForms(query, signal),
    placeholderData: keepPreviousData,
  });

export function useForms(query: ListQuery) {
  return useQuery(getFormsQueryOptions(query));
}
