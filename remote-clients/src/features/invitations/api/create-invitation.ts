import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { invitationCreateSchema, invitationCreatedSchema, type InvitationCreated } from '@coach/shared/contracts';
import { INVITATIONS_PATH, invitationKeys } from './keys';


export interface InvitationInput {
  clientId?: number;
}

/** POST /api/v1/invitations: a single-use code for the client app, valid 24 hours. */
export async function createInvitation(input: InvitationInput): Promise<InvitationCreated> {
  const body = await apiClient.post<unknown>(INVITATIONS_PATH, invitationCreateSchema.parse(input));
  return invitationCreatedSchema.parse(body);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    // The codes list shows the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
