import { teamMessages, type WebRole } from '@coach/shared/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { clients } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/**
 * Who is asking, from the verified token and the member's current row (role and active as the
 * database has them, read through the session cache: a role change reaches every instance within a
 * second). Every domain function of the trainer's app takes this instead of a bare business id, so a
 * query can't forget the trainer's filter (docs/permissions.md).
 */
export interface Scope {
  gymId: number;
  userId: number;
  role: WebRole;
}

/** An administrator sees and changes everything of the business. */
export const isAdmin = (scope: Scope): boolean => scope.role === 'AD';

/** 403 "No tenés permisos…": what a role may not do (permissions.ts). */
export const noPermission = () => new ApiError(403, 'FORBIDDEN', teamMessages.noPermission);

/**
 * The scope of an administrator-only operation (Equipo, the export, Cobros…): the hook already answers
 * anyone else 403 (ADMIN_ROUTES); the domain function says so too, so no other caller can skip it.
 */
export function adminOnly(scope: Scope): Scope {
  if (!isAdmin(scope)) throw noPermission();
  return scope;
}

/** The trainer whose clients the scope is limited to, or undefined for an administrator (all of them). */
export const trainerFilterOf = (scope: Scope): number | undefined => (isAdmin(scope) ? undefined : scope.userId);

/** The clients the scope reaches: the business's, and for a trainer only those assigned to them. */
export function clientsInScope(scope: Scope): SQL {
  const trainer = trainerFilterOf(scope);
  return trainer === undefined
    ? eq(clients.gymId, scope.gymId)
    : (and(eq(clients.gymId, scope.gymId), eq(clients.trainerUserId, trainer)) as SQL);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` for a member's token (trainer's app); client tokens have none. */
    scope: Scope;
  }
}
