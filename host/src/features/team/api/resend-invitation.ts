import { apiClient } from '@coach/shared';
import { teamInvitationSchema, type TeamInvitation } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

/** POST /api/v1/team/invitations/{id}/resend: a new link, valid for TEAM_INVITATION_DAYS more days. */
export const resendInvitation = async (id: number): Promise<TeamInvitation> =>
  teamInvitationSchema.parse(await apiClient.post(`${TEAM_PATH}/invitations/${id}/resend`));

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (invitation) => {
      queryClient.setQueryData<TeamInvitation[]>(teamKeys.invitations(), (list) => list?.map((item) => (item.id === invitation.id ? invitation : item)));
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
