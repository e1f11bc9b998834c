import { apiClient } from '@coach/shared';
import type { TeamInvitation } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

/** DELETE /api/v1/team/invitations/{id} ("Anular"): 204, its link stops working. */
export const revokeInvitation = (id: number): Promise<void> => apiClient.delete<void>(`${TEAM_PATH}/invitations/${id}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TeamInvitation[]>(teamKeys.invitations(), (list) => list?.filter((item) => item.id !== id));
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
