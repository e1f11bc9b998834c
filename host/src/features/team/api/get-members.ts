import { apiClient } from '@coach/shared';
import { teamMemberListSchema, type TeamMember } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

/** GET /api/v1/team/members: every member of the business, active or not (administrators only). */
export const getMembers = async (): Promise<TeamMember[]> =>
  teamMemberListSchema.parse(await apiClient.get(`${TEAM_PATH}/members`)).results;

export const membersQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: getMembers });

export const useMembers = () => useQuery(membersQueryOptions());
