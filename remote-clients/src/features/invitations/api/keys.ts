export const INVITATIONS_PATH = '/api/v1/invitations';

export interface InvitationsPage {
  page: number;
  pageSize: number;
}

export const invitationKeys = {
  lists: () => ['invitations', 'list'] as const,
  list: (query: InvitationsPage) => [...invitationKeys.lists(), query] as const,
};
