import type { WebRole } from '@coach/shared/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest, RouteOptions, preHandlerAsyncHookHandler, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import {
  activities,
  bodyMeasurements,
  clients,
  events,
  exercises,
  forms,
  invitations,
  paymentPeriods,
  payments,
  programAssignments,
  programs,
  progressPhotos,
  subscriptions,
  tasks,
  workouts,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/api-error';
import { isAdmin, noPermission, type Scope } from './scope';

/*
 * What each role may do, in one place (docs/permissions.md is written from this file and a test keeps
 * them equal). Three kinds of rule, all enforced by hooks that every route behind a member's token gets
 * when it is registered (`permissionsOnRoute`):
 *
 * 1. Routes only an administrator may call (ADMIN_ROUTES): anyone else gets 403.
 * 2. What hangs from a client: a trainer (CO) reaches only the clients assigned to them. A route with a
 *    client in its path (`:clientId`, `/clients/:id`), a row of CLIENT_ROWS by its `:id`, or a
 *    `clientId`/`clientIds` in its body or query answers a CO 404 for anybody else's, exactly like a missing id.
 *    Lists are filtered by the scope in their queries (Scope, scope.ts).
 * 3. The library and the agenda's events are readable by every member; a CO changes or deletes only
 *    what they created (OWN_ROWS): 403 "No tenés permisos para editar/eliminar" for the rest. Rows of
 *    MEMBER_ROWS (a CO's own events and invitation codes) answer a CO 404 when they are another's.
 *
 * Keys are "METHOD /path" as registered under /api/v1 (HEAD is GET).
 */

/** Only an administrator: Equipo, Mi negocio's changes, the plans' changes, Cobros and income, the export. */
export const ADMIN_ROUTES: Readonly<Record<string, string>> = {
  'PATCH /business': 'Cambiar Mi negocio',
  'POST /business/logo': 'Subir el logo del negocio',
  'DELETE /business/logo': 'Quitar el logo del negocio',
  'POST /plans': 'Crear un plan',
  'PATCH /plans/:id': 'Cambiar un plan',
  'DELETE /plans/:id': 'Eliminar un plan',
  'GET /periods': 'Cobros (todos los clientes)',
  'GET /periods/summary': 'Totales de cobros del mes',
  'GET /payments': 'Pagos del negocio (y su CSV)',
  'POST /exports': 'Exportar los datos del negocio',
  'GET /exports/latest': 'Ver la exportación más reciente',
  'GET /exports/:id': 'Ver una exportación',
  'GET /team/members': 'Ver el equipo',
  'PATCH /team/members/:id': 'Cambiar el rol o desactivar a un integrante',
  'GET /team/invitations': 'Ver las invitaciones pendientes',
  'POST /team/invitations': 'Invitar a alguien al equipo',
  'POST /team/invitations/:id/resend': 'Reenviar una invitación',
  'DELETE /team/invitations/:id': 'Anular una invitación',
  'GET /team/activity': 'Actividad del equipo',
  'POST /clients/reassign': 'Pasar clientes a otro entrenador',
};

interface ClientRow {
  table: PgTable;
  id: PgColumn;
  gymId: PgColumn;
  clientId: PgColumn;
}
const clientRow = (table: PgTable & { id: PgColumn; gymId: PgColumn; clientId: PgColumn }): ClientRow => ({
  table,
  id: table.id,
  gymId: table.gymId,
  clientId: table.clientId,
});

/** Rows that belong to a client, by the route that names them with `:id`. */
export const CLIENT_ROWS: Readonly<Record<string, ClientRow>> = {
  '/tasks/:id': clientRow(tasks),
  '/measurements/:id': clientRow(bodyMeasurements),
  '/progress-photos/:id': clientRow(progressPhotos),
  '/payments/:id': clientRow(payments),
  '/payments/:id/receipt': clientRow(payments),
  '/periods/:id/payments': clientRow(paymentPeriods),
  '/subscriptions/:id': clientRow(subscriptions),
  '/subscriptions/:id/end-preview': clientRow(subscriptions),
  '/subscriptions/:id/finish': clientRow(subscriptions),
  '/subscriptions/:id/scheduled-change': clientRow(subscriptions),
  '/program-assignments/:id': clientRow(programAssignments),
  '/program-assignments/:id/end': clientRow(programAssignments),
  '/program-assignments/:id/pause': clientRow(programAssignments),
};

interface MemberRow {
  table: PgTable;
  id: PgColumn;
  gymId: PgColumn;
  createdBy: PgColumn;
}
const memberRow = (table: PgTable & { id: PgColumn; gymId: PgColumn; createdByUserId: PgColumn }): MemberRow => ({
  table,
  id: table.id,
  gymId: table.gymId,
  createdBy: table.createdByUserId,
});

/** Rows a CO changes only when they made them (any method but GET): the library. */
export const OWN_ROWS: Readonly<Record<string, MemberRow>> = {
  '/exercises/:id': memberRow(exercises),
  '/exercises/:id/image': memberRow(exercises),
  '/exercises/:id/video': memberRow(exercises),
  '/activities/:id': memberRow(activities),
  '/activities/:id/image': memberRow(activities),
  '/activities/:id/video': memberRow(activities),
  '/workouts/:id': memberRow(workouts),
  '/forms/:id': memberRow(forms),
  '/programs/:id': memberRow(programs),
};

/** Rows only their maker (or an administrator) reaches at all: a CO's own agenda events and invitation codes. */
export const MEMBER_ROWS: Readonly<Record<string, MemberRow>> = {
  '/events/:id': memberRow(events),
  '/invitations/:id': memberRow(invitations),
};

const PREFIX = '/api/v1';
const pathOf = (url: string) => (url.startsWith(PREFIX) ? url.slice(PREFIX.length) : url);
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).map(String);
export const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

/** Who may call a route, as its OpenAPI operation says (docs/permissions.md has the whole matrix). */
export function rolesOf(method: string, path: string): readonly WebRole[] {
  return ADMIN_ROUTES[routeKey(method, path)] ? ['AD'] : ['AD', 'CO'];
}


async function clientsVisible(db: Db, scope: Scope, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(inArray(clients.id, unique), eq(clients.gymId, scope.gymId), eq(clients.trainerUserId, scope.userId)));
  return (row?.n ?? 0) === unique.length;
}

async function clientRowVisible(db: Db, scope: Scope, row: ClientRow, id: number): Promise<boolean> {
  const [found] = await db
    .select({ one: sql`1` })
    .from(row.table)
    .innerJoin(clients, eq(clients.id, row.clientId))
    .where(and(eq(row.id, id), eq(row.gymId, scope.gymId), eq(clients.trainerUserId, scope.userId)) as SQL)
    .limit(1);
  return Boolean(found);
}

/** 'mine': the CO made it; 'other': it exists in the business and another made it; 'none': not there. */
async function makerOf(db: Db, scope: Scope, row: MemberRow, id: number): Promise<'mine' | 'other' | 'none'> {
  const [found] = await db
    .select({ createdBy: row.createdBy })
    .from(row.table)
    .where(and(eq(row.id, id), eq(row.gymId, scope.gymId)) as SQL)
    .limit(1);
  if (!found) return 'none';
  return found.createdBy === scope.userId ? 'mine' : 'other';
}

const numberParam = (request: FastifyRequest, name: string): number | undefined => {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'number' ? value : undefined;
};

function bodyClientIds(body: unknown): number[] {
  if (!body || typeof body !== 'object') return [];
  const { clientId, clientIds } = body as { clientId?: unknown; clientIds?: unknown };
  const ids: number[] = [];
  if (typeof clientId === 'number') ids.push(clientId);
  if (Array.isArray(clientIds)) for (const id of clientIds) if (typeof id === 'number') ids.push(id);
  return ids;
}

/**
 * The onRoute hook of every route behind a member's token: it adds the role check (onRequest, before
 * the body is read) and, for a trainer, the scope checks of what the route names (preHandler, once
 * the path and body are validated). An administrator pays no query here: the domain functions already
 * keep every query inside the business.
 */
export function permissionsOnRoute(db: Db): (route: RouteOptions) => void {
  return (route) => {
    const path = pathOf(route.url);
    const methods = methodsOf(route);
    const adminOnly = methods.some((method) => ADMIN_ROUTES[routeKey(method, path)]);
    const roles = adminOnly ? 'Administrador' : 'Administrador y Entrenador';
    if (route.schema && !route.schema.hide) {
      const schema = route.schema as { description?: string };
      const note = `Quién puede: ${roles}${adminOnly ? '' : ' (un Entrenador, solo lo de sus clientes)'} — docs/permissions.md.`;
      schema.description = schema.description ? `${schema.description}\n\n${note}` : note;
    }
    const onRequest: onRequestAsyncHookHandler[] = [];
    if (adminOnly) {
      onRequest.push(async (request) => {
        if (!isAdmin(request.scope)) throw forbidden();
      });
    }
    const writes = !methods.every((method) => method === 'GET' || method === 'HEAD');
    const clientInPath = path.includes(':clientId') ? 'clientId' : path.startsWith('/clients/:id') ? 'id' : undefined;
    const clientRowOf = CLIENT_ROWS[path];
    const ownRow = writes ? OWN_ROWS[path] : undefined;
    const memberRowOf = MEMBER_ROWS[path];
    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      const { scope } = request;
      if (isAdmin(scope)) return;
      // A client named in the body or in the query (?clientId=… of the agenda, of the payments).
      const ids = [...bodyClientIds(request.body), ...bodyClientIds(request.query)];
      if (clientInPath) {
        const id = numberParam(request, clientInPath);
        if (id !== undefined) ids.push(id);
      }
      if (ids.length > 0 && !(await clientsVisible(db, scope, ids))) throw notFound();
      const id = numberParam(request, 'id');
      if (id === undefined) return;
      if (clientRowOf && !(await clientRowVisible(db, scope, clientRowOf, id))) throw notFound();
      if (memberRowOf && (await makerOf(db, scope, memberRowOf, id)) === 'other') throw notFound();
      if (ownRow && (await makerOf(db, scope, ownRow, id)) === 'other') throw noPermission();
    };
    route.onRequest = [...toArray(route.onRequest), ...onRequest];
    route.preHandler = [...toArray(route.preHandler), preHandler];
  };
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
