import { teamMessages, type TeamMember, type TeamMemberUpdate, type WebRole } from '@coach/shared/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { announceSessionChange } from '../sessions/session-events';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { handOverClients } from './reassign';
import type { Scope } from './scope';
import { fieldError } from './trainers';

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  active: users.active,
  image: users.image,
  lastSeenAt: users.lastSeenAt,
  createdAt: users.createdAt,
};

type MemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

const toMember = (row: MemberRow, clientCount: number): TeamMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  active: row.active,
  image: row.image,
  clientCount,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** How many active clients each member of the business is responsible for. */
async function clientCounts(db: Db, gymId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ trainer: clients.trainerUserId, n: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(eq(clients.gymId, gymId), eq(clients.active, true), eq(clients.isSample, false)))
    .groupBy(clients.trainerUserId);
  return new Map(rows.flatMap((row) => (row.trainer === null ? [] : [[row.trainer, row.n] as const])));
}

/** Equipo: every member, administrators first, then by name. */
export async function listMembers(db: Db, scope: Scope): Promise<TeamMember[]> {
  const [rows, counts] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(eq(users.gymId, scope.gymId))
      .orderBy(sql`${users.active} desc`, asc(users.role), asc(users.firstName), asc(users.lastName), asc(users.id)),
    clientCounts(db, scope.gymId),
  ]);
  return rows.map((row) => toMember(row, counts.get(row.id) ?? 0));
}

const lastAdmin = () => new ApiError(409, 'LAST_ADMIN', teamMessages.lastAdmin);
const ownMembership = () => new ApiError(409, 'OWN_MEMBERSHIP', teamMessages.ownRole);
const reassignRequired = () => new ApiError(409, 'REASSIGN_REQUIRED', teamMessages.reassignRequired);

/**
 * An administrator changes a member's role or deactivates/reactivates them. The business always keeps
 * one active administrator (the members' rows are locked, so two administrators demoting each other at
 * once can't both win). Deactivating ends the member's sessions on every instance and hands their
 * clients to `reassignTo`; what they made stays theirs. A role change reaches every instance through
 * the session announcement (their next request reads the new role).
 */
export async function updateMember(
  deps: SessionEnder & { db: Db },
  scope: Scope,
  id: number,
  input: TeamMemberUpdate,
): Promise<TeamMember> {
  if (id === scope.userId && (input.role !== undefined || input.active !== undefined)) throw ownMembership();
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const members = await tx
      .select({ id: users.id, role: users.role, active: users.active })
      .from(users)
      .where(eq(users.gymId, scope.gymId))
      .orderBy(asc(users.id))
      .for('update');
    const current = members.find((member) => member.id === id);
    if (!current) throw notFound();
    const role: WebRole = input.role ?? current.role;
    const active = input.active ?? current.active;
    const adminsLeft = members.filter((member) => (member.id === id ? role === 'AD' && active : member.role === 'AD' && member.active));
    if (adminsLeft.length === 0) throw lastAdmin();
    const deactivating = current.active && !active;
    if (deactivating) {
      const [owned] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(clients)
        .where(and(eq(clients.gymId, scope.gymId), eq(clients.trainerUserId, id)));
      const count = owned?.n ?? 0;
      if (input.reassignTo !== undefined) {
        const target = members.find((member) => member.id === input.reassignTo);
        if (!target || !target.active || target.id === id) throw fieldError('reassignTo', teamMessages.reassignTarget);
        await handOverClients(tx, scope.gymId, id, target.id, now);
      } else if (count > 0) {
        throw reassignRequired();
      }
    }
    const [row] = await tx
      .update(users)
      .set({ role, active, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.gymId, scope.gymId)))
      .returning(memberColumns);
    if (deactivating) await endAllSessions(tx, { kind: 'user', id }, now);
    else if (role !== current.role || active !== current.active) await announceSessionChange(tx, { kind: 'user', id });
    return row!;
  });
  deps.sessionStates.forget({ kind: 'user', id });
  const counts = await clientCounts(deps.db, scope.gymId);
  return toMember(result, counts.get(result.id) ?? 0);
}
