import { ADMIN_ROUTES, CLIENT_ROWS, MEMBER_ROWS, OWN_ROWS, routeKey } from './permissions';

/** One route of the matrix: its method, its path under /api/v1 (`:id` style) and its summary. */
export interface MatrixRoute {
  method: string;
  path: string;
  summary: string;
}

const CLIENT_ROUTE = /:clientId|^\/clients\/:id|^\/chats|^\/agenda$|^\/invitations$/;

/** What a CO may do on a route, in the words of docs/permissions.md. */
export function trainerAccess({ method, path }: MatrixRoute): string {
  if (ADMIN_ROUTES[routeKey(method, path)]) return 'no (403)';
  const writes = method !== 'GET';
  if (OWN_ROWS[path]) return writes ? 'solo lo que creó (si no, 403)' : 'sí';
  if (MEMBER_ROWS[path]) return 'solo lo suyo (si no, 404)';
  if (CLIENT_ROWS[path] || CLIENT_ROUTE.test(path)) return 'solo de sus clientes (si no, 404)';
  if (path === '/clients' || path === '/dashboard' || path === '/me/chats/unread_messages') return 'sus clientes';
  return 'sí';
}

/** The matrix as docs/permissions.md shows it, between its markers (the test keeps them equal). */
export function renderMatrix(routes: readonly MatrixRoute[]): string {
  const lines = ['| Método | Ruta (/api/v1) | Qué hace | Administrador | Entrenador |', '| --- | --- | --- | --- | --- |'];
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const summary = route.summary.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
    lines.push(`| ${route.method} | \`${route.path}\` | ${summary} | sí | ${trainerAccess(route)} |`);
  }
  return lines.join('\n');
}

export const MATRIX_START = '<!-- matriz: generada por api/src/modules/team/permissions.test.ts (UPDATE_DOCS=1 la reescribe) -->';
export const MATRIX_END = '<!-- fin de la matriz -->';
