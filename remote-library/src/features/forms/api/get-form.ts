import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@coach/shared';
import { formSchema, type Form } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';

export const FORMS_PATH = '/api/v1/forms';
export const formPath = (id: number) => `${FORMS_PATH}/${id}`;

/** GET /api/v1/forms/{id}: the form with its questions (current version). */
export async function getForm(id: number, signal?: AbortSignal): Promise<Form> {
  return formSchema.parse(await apiClient.get<unknown>(formPath(id), { signal }));
}

export const getFormQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item('forms', id),
    queryFn: ({ signal }) => getForm(id, signal),
    // A form that does not exist will not appear on a second try.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useFormDocument(id: number) {
  return useQuery(getFormQueryOptions(id));
}
