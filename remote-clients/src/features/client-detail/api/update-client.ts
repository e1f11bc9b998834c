import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientSchema, clientUpdateSchema, type Client, type ClientUpdateRequest } from '@coach/shared/contracts';
import { clientKeys } from '../../../lib/query-keys';
import { clientPath } from './get-client';

export interface UpdateClientInput {
  id: number;
  data: ClientUpdateRequest;
}

/** PATCH /api/v1/clients/{id}: any field; `{ active: false }` disables the client's app access. */
export async function updateClient({ id, data }: UpdateClientInput): Promise<Client> {
  const body = await apiClient.patch<unknown>(clientPath(id), clientUpdateSchema.parse(data));
  return clientSchema.parse(body);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      // Not awaited: the page already shows the saved client, and the lists refresh in the background
      // instead of holding the mutation (and the button's spinner) until they have.
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
