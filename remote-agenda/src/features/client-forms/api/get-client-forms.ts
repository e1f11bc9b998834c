import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientFormListSchema, type ClientFormList } from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

export const clientFormsPath = (clientId: number) => `/api/v1/clients/${clientId}/forms`;

/** GET /api/v1/clients/{clientId}/forms: each form occurrence assigned to the client, with its answers once finished. */
export async function getClientForms(clientId: number, signal?: AbortSignal): Promise<ClientFormList> {
  return clientFormListSchema.parse(await apiClient.get<unknown>(clientFormsPath(clientId), { signal }));
}

export const getClientFormsQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: agendaKeys.clientForms(clientId), queryFn: ({ signal }) => getClientForms(clientId, signal) });

export function useClientForms(clientId: number) {
  return useQuery(getClientFormsQueryOptions(clientId));
}
