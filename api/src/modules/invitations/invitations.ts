import { randomInt } from 'node:crypto';
import {
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  INVITATION_REUSE_MIN_HOURS,
  clientMessages,
  type Invitation,
  type InvitationCreated,
  type InvitationStatus,
} from '@coach/shared/contracts';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { INVITATIONS_LIVE_CODE_UNIQUE, clients, gyms, invitations } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { findClientInScope } from '../clients/queries';
import { trainerFilterOf, type Scope } from '../team/scope';

export const CODE_ALPHABET = INVITATION_CODE_ALPHABET;
export const CODE_LENGTH = INVITATION_CODE_LENGTH;
export const INVITATION_HOURS = 24;
const MAX_ATTEMPTS = 5;

/** crypto.randomInt draws without modulo bias. */
export const generateInvitationCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const HOUR_MS = 60 * 60 * 1000;

/**
 * The business's code for a person: a client's own (bound), or the general one (anyone new, or a
 * recorded client without the app yet, by their email). Opening "Invitar cliente" again answers the
 * same live code while it has INVITATION_REUSE_MIN_HOURS left, so a trainer who opens it ten times has
 * one code out, not ten; otherwise a new single-use code, valid 24 h. Another business's client
 * answers 404. The business's row lock makes two simultaneous openings agree on one code; the unique
 * index on live codes decides collisions (31^8 codes make a second one practically impossible).
 */
/** The codes a scope reaches: all of the business's for an administrator, a trainer's own for a CO. */
const madeInScope = (scope: Scope) => {
  const trainer = trainerFilterOf(scope);
  return trainer === undefined ? undefined : eq(invitations.createdByUserId, trainer);
};

export async function createInvitation(
  deps: { db: Db; now: () => Date },
  scope: Scope,
  clientId: number | undefined,
): Promise<InvitationCreated> {
  const { gymId, userId } = scope;
  if (clientId !== undefined && !(await findClientInScope(deps.db, scope, clientId))) throw notFound();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * HOUR_MS);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('update');
    const [live] = await tx
      .select({ id: invitations.id, code: invitations.code, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(
        and(
          eq(invitations.gymId, gymId),
          // A general code is its inviter's: a client who signs up with it becomes that member's client.
          clientId === undefined ? and(isNull(invitations.clientId), eq(invitations.createdByUserId, userId)) : eq(invitations.clientId, clientId),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date(now.getTime() + INVITATION_REUSE_MIN_HOURS * HOUR_MS)),
        ),
      )
      .orderBy(desc(invitations.expiresAt))
      .limit(1);
    if (live) return { id: live.id, code: live.code, expiresAt: live.expiresAt.toISOString(), reused: true };
    for (let attempt = 1; ; attempt++) {
      const code = generateInvitationCode();
      try {
        // A savepoint per attempt: a collision rolls back only the insert, not the lock.
        const [row] = await tx.transaction((inner) =>
          inner
            .insert(invitations)
            .values({ gymId, createdByUserId: userId, clientId: clientId ?? null, code, expiresAt, createdAt: now })
            .returning({ id: invitations.id }),
        );
        return { id: row!.id, code, expiresAt: expiresAt.toISOString(), reused: false };
      } catch (error) {
        if (!isUniqueViolation(error, INVITATIONS_LIVE_CODE_UNIQUE) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  });
}

/**
 * "Anular": the code stops leading in at once (the sign-up refuses it, INVITATION_REVOKED). Taking
 * back a code already revoked or expired changes nothing; a used one answers 409 (the client is in:
 * disabling their access is the way). Another business's code answers 404.
 */
/** A trainer revokes only the codes they made (another's is a 404, like a missing one). */
export async function revokeInvitation(deps: { db: Db; now: () => Date }, scope: Scope, id: number): Promise<void> {
  const own = and(eq(invitations.id, id), eq(invitations.gymId, scope.gymId), madeInScope(scope));
  const [row] = await deps.db
    .update(invitations)
    .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, ${deps.now().toISOString()}::timestamptz)` })
    .where(and(own, isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  if (row) return;
  const [known] = await deps.db.select({ id: invitations.id }).from(invitations).where(own).limit(1);
  if (!known) throw notFound();
  throw new ApiError(409, 'INVITATION_USED', clientMessages.invitationAlreadyUsed);
}

export const invitationStatusOf = (row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationStatus =>
  row.usedAt ? 'used' : row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';

/** Newest first (invitations_gym_created_at_idx). The client is the bound one, or who registered with the code. */
export async function listInvitations(db: Db, scope: Scope, page: number, pageSize: number, now: Date) {
  const { gymId } = scope;
  const clientId = sql<number | null>`coalesce(${invitations.clientId}, ${invitations.usedByClientId})`;
  const where = and(eq(invitations.gymId, gymId), madeInScope(scope));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: invitations.id,
        code: invitations.code,
        clientId,
        firstName: clients.firstName,
        lastName: clients.lastName,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        usedAt: invitations.usedAt,
        revokedAt: invitations.revokedAt,
      })
      .from(invitations)
      .leftJoin(clients, and(eq(clients.id, clientId), eq(clients.gymId, gymId)))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(invitations).where(where),
  ]);
  const items: Invitation[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: invitationStatusOf(row, now),
    clientId: row.clientId,
    clientName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
  return { items, total: totals?.total ?? 0 };
}
