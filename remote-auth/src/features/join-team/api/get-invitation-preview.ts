import { apiClient } from '@coach/shared';
import { teamInvitationPreviewSchema, type TeamInvitationPreview } from '@coach/shared/contracts';
import { useQuery } from '@tanstack/react-query';

export const TEAM_INVITATION_PREVIEW_PATH = '/api/v1/team/invitations/preview';

/**
 * GET /api/v1/team/invitations/preview?token=… (public): the business, who invites and as what. 404
 * TEAM_INVITATION_INVALID, 410 TEAM_INVITATION_EXPIRED, 409 TEAM_INVITATION_ACCEPTED.
 */
export async function getTeamInvitationPreview(token: string): Promise<TeamInvitationPreview> {
  return teamInvitationPreviewSchema.parse(await apiClient.get(TEAM_INVITATION_PREVIEW_PATH, { auth: false, query: { token } }));
}

/** The API's refusal of a link is final for that link: no retry. */
export const useTeamInvitationPreview = (token: string | null) =>
  useQuery({
    queryKey: ['join-team', 'preview', token],
    queryFn: () => getTeamInvitationPreview(token ?? ''),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
