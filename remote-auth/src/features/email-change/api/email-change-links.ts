import { useMutation } from '@tanstack/react-query';
import { apiClient, useSession } from '@coach/shared';
import { emailChangeResultSchema, type EmailChangeResult } from '@coach/shared/contracts';

export const CONFIRM_EMAIL_CHANGE_PATH = '/auth/email-change/confirm';
export const UNDO_EMAIL_CHANGE_PATH = '/auth/email-change/undo';

export type EmailChangeLink = 'confirm' | 'undo';

/**
 * POST /auth/email-change/confirm or /undo {token}. Public: the link may be opened in any browser.
 * Both end every session of the account, so if this browser was signed in, its refresh is tried at
 * once: a session of that account ends here now (and in the other tabs); someone else's goes on.
 */
export async function openEmailChangeLink(link: EmailChangeLink, token: string): Promise<EmailChangeResult> {
  const path = link === 'confirm' ? CONFIRM_EMAIL_CHANGE_PATH : UNDO_EMAIL_CHANGE_PATH;
  const result = emailChangeResultSchema.parse(await apiClient.post<unknown>(path, { token }, { auth: false }));
  if (useSession.getState().user) await apiClient.refreshSession();
  return result;
}

export function useEmailChangeLink(link: EmailChangeLink) {
  return useMutation({ mutationFn: (token: string) => openEmailChangeLink(link, token) });
}
