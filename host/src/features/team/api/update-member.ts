import { apiClient } from '@coach/shared';
import { teamMemberSchema, teamMemberUpdateSchema, type TeamMember, type TeamMemberUpdate } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

export interface MemberUpdateInput {
  id: number;
  changes: TeamMemberUpdate;
}

/**
 * PATCH /api/v1/team/members/{id}: the role, or active (deactivating a member who has clients says who
 * takes them, `reassignTo`). 409 LAST_ADMIN, OWN_MEMBERSHIP or REASSIGN_REQUIRED; 400 for a `reassignTo`
 * that is not an active member.
 */
export const updateMember = async ({ id, changes }: MemberUpdateInput): Promise<TeamMember> =>
  teamMemberSchema.parse(await apiClient.patch(`${TEAM_PATH}/members/${id}`, teamMemberUpdateSchema.parse(changes)));

/**
 * The list is asked again, also after a refusal (a member's clients or role may have changed since it was
 * read): a reassignment moves clients between members, and the activity gets a line.
 */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => {
      queryClient.setQueryData<TeamMember[]>(teamKeys.members(), (members) => members?.map((item) => (item.id === member.id ? member : item)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
