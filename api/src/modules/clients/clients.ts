import { clientMessages, type Client, type clientCreateSchema, type clientUpdateSchema } from '@coach/shared/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { CLIENTS_APP_EMAIL_UNIQUE, CLIENTS_GYM_EMAIL_UNIQUE, clients, gyms, type ClientRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { announceClientsReassigned } from '../chats/live/notifications';
import { announceSessionChange } from '../sessions/session-events';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { memberOf, type MemberNames } from '../team/member-names';
import { clientsInScope, type Scope } from '../team/scope';
import { trainerFor } from '../team/trainers';
import type { ClientFields } from './queries';
import { todayIn } from './sample-client';
import { derivedColumns } from './search-text';

export type ClientCreate = z.output<typeof clientCreateSchema>;
export type ClientUpdate = z.output<typeof clientUpdateSchema>;

const toNumber = (value: string | null) => (value === null ? null : Number(value));
/** numeric(5,2) travels as text; the schema already allowed at most two decimals. */
const toNumeric = (value: number | null | undefined) => (value === null || value === undefined ? value : value.toFixed(2));

/** A row as every client endpoint answers it; `members` names its trainer (member-names.ts). */
export const toClient = (row: ClientFields, members: MemberNames): Client => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  birthdate: row.birthdate,
  gender: row.gender,
  address: row.address,
  goal: row.goal,
  weightKg: toNumber(row.weightKg),
  heightCm: toNumber(row.heightCm),
  memberSince: row.memberSince,
  active: row.active,
  subscriptionStatus: row.subscriptionStatus as Client['subscriptionStatus'],
  hasAppAccess: row.appRegisteredAt !== null,
  appRegisteredAt: row.appRegisteredAt?.toISOString() ?? null,
  appLastSeenAt: row.appLastSeenAt?.toISOString() ?? null,
  image: row.image,
  isSample: row.isSample,
  trainerId: row.trainerUserId,
  trainer: memberOf(members, row.trainerUserId),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const emailInUse = () => new ApiError(409, 'RESOURCE_ALREADY_EXIST', clientMessages.emailInUse);

/** Either email index (same business, or another registered app account) means the email is taken. */
export function rethrowEmailConflict(error: unknown): never {
  if (isUniqueViolation(error, CLIENTS_GYM_EMAIL_UNIQUE) || isUniqueViolation(error, CLIENTS_APP_EMAIL_UNIQUE)) throw emailInUse();
  throw error;
}

async function gymTimeZone(db: Db, gymId: number): Promise<string> {
  const [gym] = await db.select({ timeZone: gyms.timeZone }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (!gym) throw notFound();
  return gym.timeZone;
}

/** Values of a new client row; member since defaults to today in the business's time zone. */
export async function newClientValues(db: Db, gymId: number, trainerUserId: number | null, input: ClientCreate, now: Date) {
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    phone: input.phone ?? null,
  };
  return {
    ...fields,
    gymId,
    trainerUserId,
    birthdate: input.birthdate ?? null,
    gender: input.gender ?? null,
    address: input.address ?? null,
    goal: input.goal ?? null,
    weightKg: toNumeric(input.weightKg) ?? null,
    heightCm: toNumeric(input.heightCm) ?? null,
    memberSince: input.memberSince ?? todayIn(await gymTimeZone(db, gymId), now),
    ...derivedColumns(fields),
    createdAt: now,
    updatedAt: now,
  };
}

export async function createClient(deps: { db: Db; now: () => Date }, scope: Scope, input: ClientCreate): Promise<ClientRow> {
  const trainerUserId = await trainerFor(deps.db, scope, input.trainerId);
  const values = await newClientValues(deps.db, scope.gymId, trainerUserId, input, deps.now());
  try {
    const [row] = await deps.db.insert(clients).values(values).returning();
    if (!row) throw new Error('client insert returned no row');
    return row;
  } catch (error) {
    rethrowEmailConflict(error);
  }
}

/**
 * Changes only the fields sent, on a client of the given business (undefined when it has none with
 * that id). The row is locked while search_text is recomputed from the merged values, so two edits
 * cannot leave it describing a mix of both. Disabling ends the client's app sessions in the same
 * transaction (refresh tokens revoked, access tokens refused from their next request); their data stays.
 */
export async function updateClient(
  deps: SessionEnder & { db: Db },
  scope: Scope,
  id: number,
  { trainerId, ...changes }: ClientUpdate,
): Promise<ClientRow | undefined> {
  return writeClient(deps, and(eq(clients.id, id), clientsInScope(scope))!, id, changes, async (tx) =>
    // Only an administrator hands a client to another trainer (a CO naming themselves changes nothing).
    trainerId === undefined ? undefined : trainerFor(tx, scope, trainerId),
  );
}

/** The client's own changes from the app (their record in their business; never their trainer). */
export async function updateOwnRecord(
  deps: SessionEnder & { db: Db },
  gymId: number,
  id: number,
  changes: Omit<ClientUpdate, 'trainerId'>,
): Promise<ClientRow | undefined> {
  return writeClient(deps, and(eq(clients.id, id), eq(clients.gymId, gymId))!, id, changes, async () => undefined);
}

async function writeClient(
  deps: SessionEnder & { db: Db },
  own: SQL,
  id: number,
  changes: Omit<ClientUpdate, 'trainerId'>,
  trainerOf: (tx: Db) => Promise<number | undefined>,
): Promise<ClientRow | undefined> {
  const now = deps.now();
  let updated: ClientRow | undefined;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(clients).where(own).for('update');
      if (!current) return undefined;
      const trainerUserId = await trainerOf(tx);
      const set = {
        ...changes,
        ...(trainerUserId === undefined ? {} : { trainerUserId }),
        weightKg: toNumeric(changes.weightKg),
        heightCm: toNumeric(changes.heightCm),
      };
      const merged = { ...current, ...Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) };
      const [row] = await tx
        .update(clients)
        .set({ ...set, ...derivedColumns(merged), updatedAt: now })
        .where(own)
        .returning();
      if (trainerUserId !== undefined && trainerUserId !== current.trainerUserId) {
        await announceClientsReassigned(tx, current.gymId, [trainerUserId, current.trainerUserId], 1);
      }
      if (changes.active === false) await endAllSessions(tx, { kind: 'client', id }, now);
      // Enabled again: the other instances forget the `active` they cached, as this one does below.
      else if (changes.active === true) await announceSessionChange(tx, { kind: 'client', id });
      return row;
    });
  } catch (error) {
    rethrowEmailConflict(error);
  }
  // The authentication hook caches `active` and the session version: this instance reads them again.
  if (updated && changes.active !== undefined) deps.sessionStates.forget({ kind: 'client', id });
  return updated;
}
