import { apiClient } from '@coach/shared';
import { invitationListSchema } from '@coach/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVITATIONS_PATH, invitationKeys, type InvitationsPage } from './keys';

/** GET /api/v1/invitations: the codes this business generated, newest first, with their status. */
export async function getInvitations(query: InvitationsPage) {
  return invitationListSchema.parse(await apiClient.get(INVITATIONS_PATH, { query: { ...query } }));
}

export const invitationsQueryOptions = (query: InvitationsPage) =>
  queryOptions({ queryKey: invitationKeys.list(query), queryFn: () => getInvitations(query), placeholderData: keepPreviousData });

export const useInvitations = (query: InvitationsPage) => useQuery(invitationsQueryOptions(query));
