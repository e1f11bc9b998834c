import { randomInt } from 'node:crypto';
import type { Invitation, InvitationStatus } from '@coach/shared/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { INVITATIONS_LIVE_CODE_UNIQUE, clients, invitations } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { findClientInGym } from '../clients/queries';

/** No 0/O and no 1/I/L: a code read aloud or copied by hand cannot be mistyped into another one. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
export const INVITATION_HOURS = 24;
const MAX_ATTEMPTS = 5;

/** crypto.randomInt draws without modulo bias. */
export const generateInvitationCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * A new single-use code, valid 24 h, optionally bound to a client of the caller's business (another
 * business's client answers 404). The unique index on live codes decides collisions: on one, a new
 * code is drawn (31^8 codes make a second collision practically impossible).
 */
export async function createInvitation(
  deps: { db: Db; now: () => Date },
  gymId: number,
  userId: number,
  clientId: number | undefined,
) {
  if (clientId !== undefined && !(await findClientInGym(deps.db, gymId, clientId))) throw notFound();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000);
  for (let attempt = 1; ; attempt++) {
    const code = generateInvitationCode();
    try {
      await deps.db.insert(invitations).values({ gymId, createdByUserId: userId, clientId: clientId ?? null, code, expiresAt, createdAt: now });
      return { code, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      if (!isUniqueViolation(error, INVITATIONS_LIVE_CODE_UNIQUE) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

export const invitationStatusOf = (row: { usedAt: Date | null; expiresAt: Date }, now: Date): InvitationStatus =>
  row.usedAt ? 'used' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';

/** Newest first (invitations_gym_created_at_idx). The client is the bound one, or who registered with the code. */
export async function listInvitations(db: Db, gymId: number, page: number, pageSize: number, now: Date) {
  const clientId = sql<number | null>`coalesce(${invitations.clientId}, ${invitations.usedByClientId})`;
  const where = eq(invitations.gymId, gymId);
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
  }));
  return { items, total: totals?.total ?? 0 };
}
