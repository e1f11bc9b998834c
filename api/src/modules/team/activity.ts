import type { TeamActivityList } from '@coach/shared/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteOptions, onResponseAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { teamActivity, users } from '../../db/schema';
import type { Scope } from './scope';

/*
 * "Actividad del equipo": every write a member makes through the API is recorded after its successful
 * answer, by one hook every route behind a member's token gets (activityOnRoute), so no route can
 * forget it. The label is looked up from the route; a write with no label of its own gets its area's.
 */

const labels: Readonly<Record<string, string>> = {
  'POST /clients': 'Creó un cliente',
  'PATCH /clients/:id': 'Cambió los datos de un cliente',
  'POST /clients/reassign': 'Pasó clientes a otro entrenador',
  'POST /invitations': 'Invitó a un cliente a la app',
  'DELETE /invitations/:id': 'Anuló un código de invitación',
  'POST /tasks': 'Asignó una tarea',
  'POST /clients/:clientId/tasks': 'Asignó una tarea',
  'PATCH /tasks/:id': 'Cambió una tarea',
  'DELETE /tasks/:id': 'Eliminó una tarea',
  'POST /events': 'Creó un evento',
  'PATCH /events/:id': 'Cambió un evento',
  'DELETE /events/:id': 'Eliminó un evento',
  'POST /chats/:clientId/messages': 'Escribió en un chat',
  'POST /periods/:id/payments': 'Registró un pago',
  'DELETE /payments/:id': 'Eliminó un pago',
  'POST /clients/:clientId/subscriptions': 'Asignó un plan a un cliente',
  'POST /clients/:clientId/measurements': 'Registró una medición',
  'POST /plans': 'Creó un plan',
  'PATCH /plans/:id': 'Cambió un plan',
  'DELETE /plans/:id': 'Eliminó un plan',
  'PATCH /business': 'Cambió Mi negocio',
  'POST /exports': 'Exportó los datos del negocio',
  'POST /team/invitations': 'Invitó a alguien al equipo',
  'POST /team/invitations/:id/resend': 'Reenvió una invitación al equipo',
  'DELETE /team/invitations/:id': 'Anuló una invitación al equipo',
  'PATCH /team/members/:id': 'Cambió a un integrante del equipo',
  'POST /programs/:id/assignments': 'Asignó un programa',
};

const areas: ReadonlyArray<[string, string]> = [
  ['/exercises', 'Cambió un ejercicio'],
  ['/activities', 'Cambió una actividad'],
  ['/workouts', 'Cambió una rutina'],
  ['/forms', 'Cambió un formulario'],
  ['/programs', 'Cambió un programa'],
  ['/program-assignments', 'Cambió un programa asignado'],
  ['/subscriptions', 'Cambió un plan asignado'],
  ['/measurements', 'Cambió una medición'],
  ['/progress-photos', 'Cambió una foto de progreso'],
  ['/clients', 'Cambió algo de un cliente'],
  ['/chats', 'Leyó un chat'],
];

/** Writes that are not changes to the business: reading a chat, the user's own session and profile. */
const notRecorded = (key: string) =>
  key.startsWith('POST /chats/:clientId/read') || / \/me(\/|$)/.test(key) || key.startsWith('POST /actionlogs') || key.startsWith('POST /support-requests');

export function activityLabel(action: string): string {
  const known = labels[action];
  if (known) return known;
  const path = action.slice(action.indexOf(' ') + 1);
  return areas.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Hizo un cambio';
}

const PREFIX = '/api/v1';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The onRoute hook that records a member's successful writes (see above). */
export function activityOnRoute(db: Db): (route: RouteOptions) => void {
  return (route) => {
    const path = route.url.startsWith(PREFIX) ? route.url.slice(PREFIX.length) : route.url;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String).filter((method) => WRITES.has(method));
    if (methods.length === 0) return;
    const record: onResponseAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode >= 300 || !request.scope) return;
      const action = `${request.method} ${path}`;
      if (notRecorded(action)) return;
      const id = (request.params as { id?: unknown; clientId?: unknown } | undefined) ?? {};
      const resourceId = typeof id.id === 'number' ? id.id : typeof id.clientId === 'number' ? id.clientId : null;
      try {
        await db.insert(teamActivity).values({ gymId: request.scope.gymId, userId: request.scope.userId, action, resourceId });
      } catch (error) {
        // The write itself is done and answered: a lost line of the log is only logged.
        request.log.warn({ err: error }, 'team activity not recorded');
      }
    };
    route.onResponse = [...(route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), record];
  };
}

/** GET /team/activity: newest first, optionally one member's. */
export async function listActivity(
  db: Db,
  scope: Scope,
  query: { userId?: number; page: number; pageSize: number },
): Promise<TeamActivityList> {
  const where = and(eq(teamActivity.gymId, scope.gymId), query.userId === undefined ? undefined : eq(teamActivity.userId, query.userId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: teamActivity.id,
        userId: teamActivity.userId,
        action: teamActivity.action,
        resourceId: teamActivity.resourceId,
        createdAt: teamActivity.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(teamActivity)
      .leftJoin(users, eq(users.id, teamActivity.userId))
      .where(where)
      .orderBy(desc(teamActivity.createdAt), desc(teamActivity.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(teamActivity).where(where),
  ]);
  return {
    count: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    results: rows.map((row) => ({
      id: row.id,
      userId: row.userId ?? 0,
      memberName: row.firstName === null ? 'Integrante eliminado' : `${row.firstName} ${row.lastName}`,
      action: row.action,
      label: activityLabel(row.action),
      metadata: row.resourceId === null ? {} : { id: row.resourceId },
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
