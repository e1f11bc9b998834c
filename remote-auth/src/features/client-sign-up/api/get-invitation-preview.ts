import { invitationPreviewSchema, isInvitationCode, type InvitationPreview } from '@coach/shared/contracts';
import { clientApi } from '@coach/shared/client-app';
import { useQuery } from '@tanstack/react-query';

/** GET /api/v1/client-app/invitations/:code (public): who invites, and the bound client's recorded data. */
export async function getInvitationPreview(code: string): Promise<InvitationPreview> {
  return invitationPreviewSchema.parse(await clientApi.get(`/api/v1/client-app/invitations/${encodeURIComponent(code)}`, { auth: false }));
}

/**
 * Asked once the code has its full shape (the link's, or the eighth character typed); an answer that
 * says the code does not lead in is final for that code (no retry), anything else is tried again.
 */
export const useInvitationPreview = (code: string) =>
  useQuery({
    queryKey: ['client-sign-up', 'invitation', code],
    queryFn: () => getInvitationPreview(code),
    enabled: isInvitationCode(code),
    staleTime: 5 * 60_000,
    retry: false,
  });
