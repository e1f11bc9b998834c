import {
  TEAM_INVITATION_DAYS,
  TEAM_JOIN_PATH,
  teamMessages,
  type TeamInvitation,
  type TeamInvitationAccept,
  type TeamInvitationCreate,
  type TeamInvitationPreview,
} from '@coach/shared/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { TEAM_INVITATIONS_PENDING_UNIQUE, USERS_EMAIL_UNIQUE, gyms, teamInvitations, users, type TeamInvitation as Row } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../sessions/passwords';
import { randomToken, sha256Hex } from '../sessions/secrets';
import { isEmailReserved } from '../users/queries';
import { teamInvitationMail } from './invitation-mail';
import type { Scope } from './scope';

const DAY_MS = 86_400_000;

export interface InvitationDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  appUrl: string;
}

const alreadyMember = () => new ApiError(409, 'ALREADY_MEMBER', teamMessages.alreadyMember);
const accountElsewhere = () => new ApiError(409, 'ACCOUNT_EXISTS', teamMessages.accountElsewhere);
const invalid = () => new ApiError(404, 'TEAM_INVITATION_INVALID', teamMessages.invitationInvalid);
const expired = () => new ApiError(410, 'TEAM_INVITATION_EXPIRED', teamMessages.invitationExpired);
const accepted = () => new ApiError(409, 'TEAM_INVITATION_ACCEPTED', teamMessages.invitationAccepted);

const inviter = alias(users, 'inviter');

const toInvitation = (row: Row, invitedBy: string | null, now: Date): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  firstName: row.firstName,
  lastName: row.lastName,
  invitedBy,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= now.getTime(),
});

const pending = (gymId: number) => and(eq(teamInvitations.gymId, gymId), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** The pending invitations of the business, oldest first. */
export async function listTeamInvitations(db: Db, scope: Scope, now: Date): Promise<TeamInvitation[]> {
  const rows = await db
    .select({ row: teamInvitations, firstName: inviter.firstName, lastName: inviter.lastName })
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invitedByUserId))
    .where(pending(scope.gymId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  return rows.map(({ row, firstName, lastName }) => toInvitation(row, firstName === null ? null : `${firstName} ${lastName}`, now));
}

async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The link of the mail: the trainer's app, from APP_URL, with the secret token. */
export const joinLink = (appUrl: string, token: string) => `${appUrl}${TEAM_JOIN_PATH}?${new URLSearchParams({ token }).toString()}`;

/** Mails the invitation; answers the inviter's name (the list's "invitedBy"). */
async function send(deps: InvitationDeps, row: Row, token: string, scope: Scope): Promise<string | null> {
  const [who] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, business: gyms.name })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(users.id, scope.userId))
    .limit(1);
  const inviterName = who ? `${who.firstName} ${who.lastName}` : null;
  await deps.mailer.send(
    teamInvitationMail({
      to: row.email,
      firstName: row.firstName,
      inviterName,
      businessName: who?.business ?? '',
      role: row.role,
      link: joinLink(deps.appUrl, token),
      days: TEAM_INVITATION_DAYS,
    }),
  );
  return inviterName;
}

/**
 * Invites someone by email (an administrator). One person belongs to one business: an email that has
 * an account (here: 409 ALREADY_MEMBER; elsewhere: ACCOUNT_EXISTS) is refused. A pending invitation for
 * the same email is sent again with a new link and the role and names asked now (answered 200).
 */
export async function inviteMember(
  deps: InvitationDeps,
  scope: Scope,
  input: TeamInvitationCreate & { email: string },
): Promise<{ invitation: TeamInvitation; created: boolean }> {
  const now = deps.now();
  const account = await accountOf(deps.db, input.email);
  if (account) throw account.gymId === scope.gymId ? alreadyMember() : accountElsewhere();
  if (await isEmailReserved(deps.db, input.email, now)) throw accountElsewhere();
  const token = randomToken();
  const values = {
    role: input.role,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    tokenHash: sha256Hex(token),
    invitedByUserId: scope.userId,
    expiresAt: new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
    sentAt: now,
  };
  const write = async () =>
    deps.db.transaction(async (tx) => {
      const [again] = await tx
        .update(teamInvitations)
        .set(values)
        .where(and(pending(scope.gymId), sql`lower(${teamInvitations.email}) = lower(${input.email})`))
        .returning();
      if (again) return { row: again, created: false };
      const [row] = await tx.insert(teamInvitations).values({ ...values, gymId: scope.gymId, email: input.email, createdAt: now }).returning();
      return { row: row!, created: true };
    });
  let result: { row: Row; created: boolean };
  try {
    result = await write();
  } catch (error) {
    // Two administrators inviting the same person at once: the second sends it again.
    if (!isUniqueViolation(error, TEAM_INVITATIONS_PENDING_UNIQUE)) throw error;
    result = await write();
  }
  const inviterName = await send(deps, result.row, token, scope);
  return { invitation: toInvitation(result.row, inviterName, now), created: result.created };
}

/** "Reenviar": a new link (the previous one stops working) valid TEAM_INVITATION_DAYS from now. */
export async function resendInvitation(deps: InvitationDeps, scope: Scope, id: number): Promise<TeamInvitation> {
  const now = deps.now();
  const token = randomToken();
  const [row] = await deps.db
    .update(teamInvitations)
    // Whoever sends it again is who the mail names: the list says so too.
    .set({ tokenHash: sha256Hex(token), invitedByUserId: scope.userId, sentAt: now, expiresAt: new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS) })
    .where(and(eq(teamInvitations.id, id), pending(scope.gymId)))
    .returning();
  if (!row) throw notFound();
  return toInvitation(row, await send(deps, row, token, scope), now);
}

/** "Anular": the link no longer leads in. */
export async function revokeInvitation(db: Db, scope: Scope, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(eq(teamInvitations.id, id), pending(scope.gymId)))
    .returning({ id: teamInvitations.id });
  if (!row) throw notFound();
}

/** The invitation a link's token names, if it can still be used; each reason answers its own error. */
async function usableInvitation(db: Db, token: string, now: Date, lock = false) {
  const query = db
    .select({ row: teamInvitations, businessName: gyms.name, businessLogo: gyms.logo })
    .from(teamInvitations)
    .innerJoin(gyms, eq(gyms.id, teamInvitations.gymId))
    .where(eq(teamInvitations.tokenHash, sha256Hex(token)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: teamInvitations }) : await query;
  if (!found || found.row.revokedAt) throw invalid();
  if (found.row.acceptedAt) throw accepted();
  if (found.row.expiresAt.getTime() <= now.getTime()) throw expired();
  return found;
}

/** GET /team/invitations/preview: what the public page shows before the form. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<TeamInvitationPreview> {
  const { row, businessName, businessLogo } = await usableInvitation(db, token, now);
  const [who] = row.invitedByUserId
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.invitedByUserId)).limit(1)
    : [];
  return {
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName,
    businessLogo,
    inviterName: who ? `${who.firstName} ${who.lastName}` : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The invitee joins: a member of the inviting business with the invitation's role and email, the
 * names, phone and password they chose. Single use (the row is locked and marked in the same
 * transaction); the email's unique index decides a race with a sign-up.
 */
export async function acceptInvitation(
  deps: { db: Db; now: () => Date },
  input: TeamInvitationAccept,
): Promise<{ email: string; businessName: string }> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const { row, businessName } = await usableInvitation(tx, input.token, now, true);
      if (await accountOf(tx, row.email)) throw new ApiError(409, 'ACCOUNT_EXISTS', teamMessages.accountExists);
      const [user] = await tx
        .insert(users)
        .values({
          gymId: row.gymId,
          email: row.email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone.trim(),
          role: row.role,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, email: users.email });
      await tx.update(teamInvitations).set({ acceptedAt: now, acceptedUserId: user!.id }).where(eq(teamInvitations.id, row.id));
      return { email: user!.email, businessName };
    });
  } catch (error) {
    if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw new ApiError(409, 'ACCOUNT_EXISTS', teamMessages.accountExists);
    throw error;
  }
}
