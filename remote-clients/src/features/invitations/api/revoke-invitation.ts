import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { INVITATIONS_PATH, invitationKeys } from './keys';

/** DELETE /api/v1/invitations/:id ("Anular"): the code stops leading in (204; again, nothing changes). */
export async function revokeInvitation(id: number): Promise<void> {
  await apiClient.delete<unknown>(`${INVITATIONS_PATH}/${id}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    // The codes list shows it as "Anulado".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
