import { apiClient } from '@coach/shared';
import { teamInvitationListSchema, type TeamInvitation } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

/** GET /api/v1/team/invitations: the pending ones, expired included (`expired`). */
export const getInvitations = async (): Promise<TeamInvitation[]> =>
  teamInvitationListSchema.parse(await apiClient.get(`${TEAM_PATH}/invitations`)).results;

export const invitationsQueryOptions = () => queryOptions({ queryKey: teamKeys.invitations(), queryFn: getInvitations });

export const useInvitations = () => useQuery(invitationsQueryOptions());
