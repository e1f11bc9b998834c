import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, useIsAdmin } from '@coach/shared';
import { teamMemberListSchema, type TeamMember } from '@coach/shared/contracts';

export const TEAM_MEMBERS_PATH = '/api/v1/team/members';

/** The team's keys: the same home as Equipo's, so what changes a member there refreshes the pickers here. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
};

/** GET /api/v1/team/members (administrators only): every member of the business, active or not. */
export async function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return teamMemberListSchema.parse(await apiClient.get<unknown>(TEAM_MEMBERS_PATH, { signal })).results;
}

export const teamMembersQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: ({ signal }) => getTeamMembers(signal) });

/** The members, asked for only when the signed-in member is an administrator (a trainer would get a 403). */
export function useTeamMembers() {
  const isAdmin = useIsAdmin();
  return useQuery({ ...teamMembersQueryOptions(), enabled: isAdmin });
}
