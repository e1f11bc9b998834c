import { useMutation } from '@tanstack/react-query';
import { apiClient, invitationCreateSchema, invitationCreatedSchema, type InvitationCreated } from '@coach/shared';

export const INVITATIONS_PATH = '/api/v1/invitations';

export interface InvitationInput {
  clientId?: number;
}

/** POST /api/v1/invitations: a single-use code for the client app, valid 24 hours. */
export async function createInvitation(input: InvitationInput): Promise<InvitationCreated> {
  const body = await apiClient.post<unknown>(INVITATIONS_PATH, invitationCreateSchema.parse(input));
  return invitationCreatedSchema.parse(body);
}

export function useCreateInvitation() {
  return useMutation({ mutationFn: createInvitation });
}
