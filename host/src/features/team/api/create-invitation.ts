import { apiClient } from '@coach/shared';
import { teamInvitationCreateSchema, teamInvitationSchema, type TeamInvitation, type TeamInvitationCreate } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

/** What the invite form holds: the names may stay empty. */
export interface InvitationFormValues {
  email: string;
  role: TeamInvitationCreate['role'];
  firstName?: string;
  lastName?: string;
}

const optional = (value: string | undefined) => (value?.trim() ? value : undefined);

/** The request body: empty names are left out (the contract takes them or nothing), the rest checked by the contract. */
export const toInvitationCreate = ({ email, role, firstName, lastName }: InvitationFormValues): TeamInvitationCreate =>
  teamInvitationCreateSchema.parse({ email, role, firstName: optional(firstName), lastName: optional(lastName) });

/**
 * POST /api/v1/team/invitations: 201 a new one, 200 when that email already had one pending (it is sent
 * again, with a new link). 409 ALREADY_MEMBER or ACCOUNT_EXISTS, 400 with field errors.
 */
export const createInvitation = async (values: InvitationFormValues): Promise<TeamInvitation> =>
  teamInvitationSchema.parse(await apiClient.post(`${TEAM_PATH}/invitations`, toInvitationCreate(values)));

export interface CreatedInvitation {
  invitation: TeamInvitation;
  /** The email had a pending invitation already: it went out again. */
  resent: boolean;
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InvitationFormValues): Promise<CreatedInvitation> => {
      // The API answers 200 instead of 201 then; the client does not see the status, the list says the same.
      const pending = queryClient.getQueryData<TeamInvitation[]>(teamKeys.invitations()) ?? [];
      const invitation = await createInvitation(values);
      return { invitation, resent: pending.some((item) => item.id === invitation.id) };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
