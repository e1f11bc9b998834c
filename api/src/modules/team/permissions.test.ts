import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_ID } from '@coach/shared/contracts';
import type { InjectOptions } from 'fastify';
import { authHeader, joinedMember, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { ADMIN_ROUTES, CLIENT_ROWS, MEMBER_ROWS, OWN_ROWS, rolesOf } from './permissions';
import { MATRIX_END, MATRIX_START, renderMatrix, type MatrixRoute } from './permissions-doc';

const ctx = setupApiTests();
const DOC = path.resolve(__dirname, '../../../../docs/permissions.md');

interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every route behind a member's token, from the OpenAPI document. */
async function memberRoutes(): Promise<Array<MatrixRoute & { operation: Operation }>> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0 && openApiPath.startsWith('/api/v1/') && !openApiPath.startsWith('/api/v1/client-app/'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: openApiPath.replace(/^\/api\/v1/, '').replace(/\{([^}]+)\}/g, ':$1'),
        summary: operation.summary ?? '',
        operation,
      })),
  );
}

const isStream = (operation: Operation) => 'text/event-stream' in (operation.responses?.['200']?.content ?? {});

it('names only routes that exist, in every table of the permissions', async () => {
  const routes = new Set((await memberRoutes()).map((route) => `${route.method} ${route.path}`));
  const paths = new Set([...routes].map((key) => key.slice(key.indexOf(' ') + 1)));
  expect(Object.keys(ADMIN_ROUTES).filter((key) => !routes.has(key))).toEqual([]);
  expect([...Object.keys(CLIENT_ROWS), ...Object.keys(OWN_ROWS), ...Object.keys(MEMBER_ROWS)].filter((key) => !paths.has(key))).toEqual([]);
});

it('says in every operation who may call it', async () => {
  const silent = (await memberRoutes()).filter((route) => !route.operation.description?.includes('Quién puede:'));
  expect(silent.map((route) => `${route.method} ${route.path}`)).toEqual([]);
});

it('keeps docs/permissions.md equal to the code', async () => {
  const matrix = renderMatrix(await memberRoutes());
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(MATRIX_START);
  const end = doc.indexOf(MATRIX_END);
  const written = start >= 0 && end > start ? doc.slice(start + MATRIX_START.length, end).trim() : '';
  if (process.env.UPDATE_DOCS === '1' && written !== matrix) {
    writeFileSync(DOC, `${doc.slice(0, start + MATRIX_START.length)}\n${matrix}\n${doc.slice(end)}`);
    return;
  }
  expect(written).toBe(matrix);
});

it('answers every route × role as the matrix says: 403 to a CO only where an administrator alone may go', async () => {
  const admin = await signedInTrainer(ctx.app, { email: 'duena@example.com' });
  const co = await joinedMember(ctx.app, admin.access, { email: 'co@example.com', role: 'CO' });
  const table: string[] = [];
  const wrong: string[] = [];
  for (const route of await memberRoutes()) {
    // The stream stays open; "close every session" would end the callers' own (sessions.test.ts has it).
    if (isStream(route.operation) || route.path === '/me/sessions/revoke') continue;
    const url = `/api/v1${route.path.replace(/:[A-Za-z]+/g, String(MAX_ID))}`;
    for (const [role, access] of [['AD', admin.access], ['CO', co.access]] as const) {
      const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: authHeader(access) };
      if (route.method !== 'GET' && route.method !== 'DELETE') request.payload = {};
      const response = await ctx.app.inject(request);
      const allowed = rolesOf(route.method, route.path).includes(role);
      const forbidden = response.statusCode === 403 && response.json<{ code: string }>().code === 'FORBIDDEN';
      table.push(`${route.method} ${route.path} ${role} ${response.statusCode}`);
      if (allowed === forbidden || response.statusCode === 401 || response.statusCode >= 500) {
        wrong.push(`${route.method} ${route.path} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
  }
  // The table's size is reported in the note: every route, both roles.
  expect(table.length).toBeGreaterThan(200);
  expect(wrong).toEqual([]);
});
