import type { Db } from '../../db/client';
import { notFound } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { findRequester, insertSupportRequest } from './queries';
import { supportRequestMail } from './support-mail';

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
