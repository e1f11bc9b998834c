import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { clientReassignResponseSchema, clientReassignSchema, type ClientReassign } from '@coach/shared/contracts';
import { clientKeys } from '../../../lib/query-keys';
import { teamKeys } from './get-team-members';

export const CLIENTS_REASSIGN_PATH = '/api/v1/clients/reassign';

/** POST /api/v1/clients/reassign (administrators only): the clients pass to another member; answers how many did. */
export async function reassignClients(input: ClientReassign): Promise<number> {
  const body = await apiClient.post<unknown>(CLIENTS_REASSIGN_PATH, clientReassignSchema.parse(input));
  return clientReassignResponseSchema.parse(body).reassigned;
}

export function useReassignClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignClients,
    onSuccess: () => {
      // The lists and any open client show the new trainer; each member's count of clients changed too.
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    },
  });
}
