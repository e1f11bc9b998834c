import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientCreateSchema, clientSchema, type Client, type ClientCreateRequest } from '@coach/shared/contracts';
import { clientKeys } from '../../../lib/query-keys';
import { CLIENTS_PATH } from './get-clients';

/** POST /api/v1/clients: the input is checked and normalised by the contract ("72,5" → 72.5). */
export async function createClient(input: ClientCreateRequest): Promise<Client> {
  const body = await apiClient.post<unknown>(CLIENTS_PATH, clientCreateSchema.parse(input));
  return clientSchema.parse(body);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
