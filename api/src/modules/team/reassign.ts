import { teamMessages, type ClientReassign } from '@coach/shared/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { announceClientsReassigned } from '../chats/live/notifications';
import type { Scope } from './scope';
import { fieldError, isActiveMember } from './trainers';

/**
 * Hands clients to another trainer (an administrator's "Cambiar entrenador"): all of them or none. A
 * client of another business answers 404, like a missing one. Answers how many changed hands.
 */
export async function reassignClients(db: Db, scope: Scope, { clientIds, trainerId }: ClientReassign, now: () => Date): Promise<number> {
  const ids = [...new Set(clientIds)];
  return db.transaction(async (tx) => {
    if (!(await isActiveMember(tx, scope.gymId, trainerId))) throw fieldError('trainerId', teamMessages.reassignTarget);
    const found = await tx
      .select({ trainer: clients.trainerUserId })
      .from(clients)
      .where(and(inArray(clients.id, ids), eq(clients.gymId, scope.gymId)));
    if (found.length !== ids.length) throw notFound();
    const changed = await tx
      .update(clients)
      .set({ trainerUserId: trainerId, updatedAt: now() })
      .where(and(inArray(clients.id, ids), eq(clients.gymId, scope.gymId), sql`${clients.trainerUserId} is distinct from ${trainerId}`))
      .returning({ id: clients.id });
    await announceClientsReassigned(tx, scope.gymId, [trainerId, ...found.map((row) => row.trainer)], changed.length);
    return changed.length;
  });
}

/** Every client of one member goes to another (a member deactivated): inside the caller's transaction. */
export async function handOverClients(tx: Db, gymId: number, fromUserId: number, toUserId: number, now: Date): Promise<number> {
  const changed = await tx
    .update(clients)
    .set({ trainerUserId: toUserId, updatedAt: now })
    .where(and(eq(clients.gymId, gymId), eq(clients.trainerUserId, fromUserId)))
    .returning({ id: clients.id });
  await announceClientsReassigned(tx, gymId, [fromUserId, toUserId], changed.length);
  return changed.length;
}
