import { clientMessages, type TokenPair, type clientAppRegisterSchema } from '@coach/shared/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, invitations, type ClientRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { newClientValues, rethrowEmailConflict } from '../clients/clients';
import { derivedColumns } from '../clients/search-text';
import { hashPassword } from '../sessions/passwords';
import { revokeAllSessionsOf } from '../sessions/refresh-token-queries';
import { issueTokenPair, type TokenIssuer } from '../sessions/token-pair';
import { clientDisabled, clientSessions } from './client-sessions';

type RegisterInput = z.output<typeof clientAppRegisterSchema>;

const invitationUnknown = () =>
  new ApiError(400, 'INVITATION_UNKNOWN', clientMessages.invitationUnknown, {
    fieldErrors: { code: [clientMessages.invitationUnknown] },
  });
const invitationUsed = () => new ApiError(409, 'INVITATION_USED', clientMessages.invitationUsed);
const invitationExpired = () => new ApiError(410, 'INVITATION_EXPIRED', clientMessages.invitationExpired);

/**
 * Takes the code in one conditional UPDATE: of many simultaneous redemptions exactly one gets the
 * row back (the others wait on its row lock, then see used_at set). Only a failed redemption reads
 * the code again, to tell the user why.
 */
async function redeem(tx: Db, code: string, now: Date) {
  const [invitation] = await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.code, code), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning();
  if (invitation) return invitation;
  const [known] = await tx
    .select({ live: sql<boolean>`bool_or(${invitations.usedAt} is null)` })
    .from(invitations)
    .where(eq(invitations.code, code));
  if (known?.live === null || known?.live === undefined) throw invitationUnknown();
  // A live code that the update did not take has expired; otherwise every row with it was used.
  throw known.live ? invitationExpired() : invitationUsed();
}

/** A code bound to a client gives that client app access; the trainer's data stays as it is. */
async function grantAccess(tx: Db, gymId: number, clientId: number, input: RegisterInput, passwordHash: string, now: Date) {
  const own = and(eq(clients.id, clientId), eq(clients.gymId, gymId));
  const [current] = await tx.select().from(clients).where(own).for('update');
  if (!current) throw invitationUnknown();
  if (!current.active) throw clientDisabled();
  // The email is the app login: it cannot silently replace the one the trainer recorded.
  if (current.email !== null && current.email.toLowerCase() !== input.email) {
    throw new ApiError(400, 'VALIDATION_ERROR', clientMessages.invitationEmailMismatch, {
      fieldErrors: { email: [clientMessages.invitationEmailMismatch] },
    });
  }
  const email = current.email ?? input.email;
  const phone = current.phone ?? input.phone ?? null;
  // Registering again (a forgotten password) ends the sessions of the old password.
  await revokeAllSessionsOf(tx, { kind: 'client', id: clientId }, now);
  const [row] = await tx
    .update(clients)
    .set({
      email,
      phone,
      passwordHash,
      appRegisteredAt: current.appRegisteredAt ?? now,
      ...derivedColumns({ ...current, email, phone }),
      updatedAt: now,
    })
    .where(own)
    .returning();
  return row;
}

/**
 * POST /api/v1/client-app/register. One transaction: if anything fails after the code was taken
 * (email in use, disabled client), the code is given back by the rollback.
 */
export async function registerClient(deps: TokenIssuer & { db: Db }, input: RegisterInput): Promise<TokenPair> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const invitation = await redeem(tx, input.code, now);
      let client: ClientRow | undefined;
      if (invitation.clientId !== null) {
        client = await grantAccess(tx, invitation.gymId, invitation.clientId, input, passwordHash, now);
      } else {
        const values = await newClientValues(tx, invitation.gymId, invitation.createdByUserId, input, now);
        [client] = await tx.insert(clients).values({ ...values, passwordHash, appRegisteredAt: now }).returning();
      }
      if (!client) throw new Error('client write returned no row');
      await tx.update(invitations).set({ usedByClientId: client.id }).where(eq(invitations.id, invitation.id));
      return issueTokenPair(tx, deps, clientSessions, client);
    });
  } catch (error) {
    rethrowEmailConflict(error);
  }
}
