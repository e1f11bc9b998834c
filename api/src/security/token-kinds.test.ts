import { apiMessages } from '@coach/shared/contracts';
import type { InjectOptions } from 'fastify';
import { authHeader, registeredAppClient } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * Trainers and clients share the token format and secret, so the kind of token decides: a client's
 * token answers 403 on every trainer route and a trainer's token 403 on every client-app route.
 * The routes come from the OpenAPI document (those that declare a bearer token), so a new route is
 * covered as soon as it exists.
 */
const ctx = setupApiTests();

type Operation = { security?: unknown[] };

async function authenticatedRoutes() {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _operation]) => ({ method: method.toUpperCase() as InjectOptions['method'], path, url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

const isClientAppRoute = (path: string) => path.startsWith('/api/v1/client-app/');

it('the sweep sees both kinds of routes', async () => {
  const routes = await authenticatedRoutes();
  expect(routes.filter((route) => isClientAppRoute(route.path)).length).toBeGreaterThanOrEqual(2);
  expect(routes.filter((route) => !isClientAppRoute(route.path)).length).toBeGreaterThanOrEqual(10);
  expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
    expect.arrayContaining([
      'GET /api/v1/client-app/measurements',
      'POST /api/v1/client-app/measurements',
      'GET /api/v1/client-app/progress',
      'GET /api/v1/clients/{clientId}/measurements',
      'POST /api/v1/clients/{clientId}/measurements',
      'PATCH /api/v1/measurements/{id}',
      'DELETE /api/v1/measurements/{id}',
      'GET /api/v1/clients/{clientId}/progress',
      'GET /api/v1/client-app/exercises',
      'GET /api/v1/client-app/exercises/{exerciseId}/history',
      'GET /api/v1/client-app/records',
      'GET /api/v1/clients/{clientId}/exercises',
      'GET /api/v1/clients/{clientId}/exercises/{exerciseId}/history',
      'GET /api/v1/clients/{clientId}/records',
      'GET /api/v1/clients/{clientId}/progress-photos',
      'POST /api/v1/clients/{clientId}/progress-photos',
      'DELETE /api/v1/progress-photos/{id}',
      'GET /api/v1/client-app/progress-photos',
      'POST /api/v1/client-app/progress-photos',
      'DELETE /api/v1/client-app/progress-photos/{id}',
      'GET /api/v1/programs',
      'POST /api/v1/programs',
      'GET /api/v1/programs/{id}',
      'PATCH /api/v1/programs/{id}',
      'DELETE /api/v1/programs/{id}',
      'POST /api/v1/programs/{id}/duplicate',
      'POST /api/v1/programs/{id}/assignments',
      'GET /api/v1/clients/{clientId}/program-assignments',
      'POST /api/v1/program-assignments/{id}/pause',
      'POST /api/v1/program-assignments/{id}/end',
      'DELETE /api/v1/program-assignments/{id}',
    ]),
  );
});

it("a client's token answers 403 FORBIDDEN on every trainer route, and a trainer's on every client-app route", async () => {
  const { trainer, access: clientAccess } = await registeredAppClient(ctx.app);
  const wrong: string[] = [];
  for (const route of await authenticatedRoutes()) {
    const token = isClientAppRoute(route.path) ? trainer.access : clientAccess;
    const response = await ctx.app.inject({ method: route.method, url: route.url, headers: authHeader(token) });
    const body: unknown = response.json();
    if (response.statusCode !== 403 || JSON.stringify(body) !== JSON.stringify({ code: 'FORBIDDEN', message: apiMessages.forbidden })) {
      wrong.push(`${route.method} ${route.path} -> ${response.statusCode} ${response.body}`);
    }
  }
  expect(wrong).toEqual([]);
});
