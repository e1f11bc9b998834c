import { apiClient } from '@coach/shared';
import {
  teamInvitationAcceptResponseSchema,
  teamInvitationAcceptSchema,
  type TeamInvitationAccept,
  type TeamInvitationAcceptResponse,
} from '@coach/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export const TEAM_INVITATION_ACCEPT_PATH = '/api/v1/team/invitations/accept';

/**
 * POST /api/v1/team/invitations/accept (public): creates the member's account in the inviting business.
 * 201 {email, businessName}; 409 ACCOUNT_EXISTS, a TEAM_INVITATION_* refusal of the link, 429, 400.
 */
export async function acceptTeamInvitation(input: TeamInvitationAccept): Promise<TeamInvitationAcceptResponse> {
  const body = teamInvitationAcceptSchema.parse(input);
  return teamInvitationAcceptResponseSchema.parse(await apiClient.post(TEAM_INVITATION_ACCEPT_PATH, body, { auth: false }));
}

export function useAcceptTeamInvitation() {
  return useMutation({ mutationFn: acceptTeamInvitation });
}
