import { teamMessages } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, forbidden } from '../../http/api-error';
import { isAdmin, type Scope } from './scope';

/** A 400 on one field, shaped like the schema's own (VALIDATION_ERROR with fieldErrors). */
export const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });

/** Whether `userId` is an active member of the scope's business. */
export async function isActiveMember(db: Db, gymId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.gymId, gymId), eq(users.active, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * The trainer a client gets: the one asked for (only an administrator may name someone else, and it
 * must be an active member), or the caller.
 */
export async function trainerFor(db: Db, scope: Scope, asked: number | undefined, field = 'trainerId'): Promise<number> {
  if (asked === undefined || asked === scope.userId) return scope.userId;
  if (!isAdmin(scope)) throw forbidden();
  if (!(await isActiveMember(db, scope.gymId, asked))) throw fieldError(field, teamMessages.reassignTarget);
  return asked;
}
