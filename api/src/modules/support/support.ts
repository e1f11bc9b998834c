import type { Db } from '../../db/client';
import { notFound } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { findAccountByEmail, findRequester, insertSupportRequest } from './queries';
import { publicSupportRequestMail, supportRequestMail } from './support-mail';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** SUPPORT_EMAIL; without it the request is only kept (docs/deploy.md says where to read it). */
  supportEmail: string | undefined;
  appUrl: string;
}

/** Keeps a trainer's help request and, when SUPPORT_EMAIL is set, mails it there through the outbox. */
export async function createSupportRequest(
  deps: SupportDeps,
  caller: { gymId: number; userId: number },
  input: { message: string; screen: string },
) {
  const requester = await findRequester(deps.db, caller.gymId, caller.userId);
  if (!requester) throw notFound();
  const now = deps.now();
  const row = await insertSupportRequest(deps.db, {
    ...caller,
    ...input,
    createdAt: now,
    emailedAt: deps.supportEmail ? now : null,
  });
  if (deps.supportEmail) {
    await deps.mailer.send(supportRequestMail(deps.supportEmail, { ...input, ...row }, requester, deps.appUrl));
  }
  return row;
}

/** The same from the public screens: no account, an address to answer to (not verified: said in the mail). */
export async function createPublicSupportRequest(deps: SupportDeps, input: { email: string; message: string; screen: string }) {
  const now = deps.now();
  const row = await insertSupportRequest(deps.db, {
    gymId: null,
    userId: null,
    email: input.email,
    message: input.message,
    screen: input.screen,
    createdAt: now,
    emailedAt: deps.supportEmail ? now : null,
  });
  if (deps.supportEmail) {
    const account = await findAccountByEmail(deps.db, input.email);
    await deps.mailer.send(publicSupportRequestMail(deps.supportEmail, { ...input, ...row }, input.email, account, deps.appUrl));
  }
  return row;
}
