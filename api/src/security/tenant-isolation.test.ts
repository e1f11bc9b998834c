import { MAX_ID } from '@coach/shared/contracts';
import type { InjectOptions } from 'fastify';
import { aForm, anActivity, anExercise, aWorkout, createItem } from '../modules/library/library-test-helpers';
import { authHeader, createClientAs, inviteAs, joinedMember, newAppClient, registerInApp, signedInTrainer } from '../test/fixtures';
import { images } from '../test/images';
import { multipartBody } from '../test/multipart';
import { rolesOf } from '../modules/team/permissions';
import { setupApiTests } from '../test/test-app';

/**
 * Every id a trainer sends (in the path or in the body) is looked up inside the caller's business:
 * another business's id answers exactly what a missing id answers (404), and no list shows another
 * business's rows. The routes come from the OpenAPI document, so a new endpoint with an id is covered
 * as soon as it exists (and this test asks for a fixture for its kind of id).
 */
const ctx = setupApiTests();

type Schema = { type?: string; properties?: Record<string, Schema> };
type Operation = {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** What kind of row an id names, by where it appears. */
type IdKind =
  | 'client'
  | 'member'
  | 'teamInvitation'
  | 'exercise'
  | 'activity'
  | 'workout'
  | 'form'
  | 'event'
  | 'task'
  | 'plan'
  | 'subscription'
  | 'period'
  | 'payment'
  | 'measurement'
  | 'photo'
  | 'program'
  | 'assignment'
  | 'export'
  | 'invitation';
/** A path with two ids names the kind of each (the other is business A's row while one is checked). */
const idKinds: Record<string, IdKind | Record<string, IdKind>> = {
  'path /api/v1/clients/{id}': 'client',
  'body clientId': 'client',
  'path /api/v1/exercises/{id}': 'exercise',
  'path /api/v1/exercises/{id}/duplicate': 'exercise',
  'path /api/v1/exercises/{id}/image': 'exercise',
  'path /api/v1/exercises/{id}/video': 'exercise',
  'path /api/v1/activities/{id}': 'activity',
  'path /api/v1/activities/{id}/duplicate': 'activity',
  'path /api/v1/activities/{id}/image': 'activity',
  'path /api/v1/activities/{id}/video': 'activity',
  'path /api/v1/workouts/{id}': 'workout',
  'path /api/v1/workouts/{id}/duplicate': 'workout',
  'path /api/v1/forms/{id}': 'form',
  'path /api/v1/forms/{id}/duplicate': 'form',
  'path /api/v1/events/{id}': 'event',
  'path /api/v1/clients/{clientId}/tasks': 'client',
  'path /api/v1/clients/{clientId}/forms': 'client',
  'path /api/v1/tasks/{id}': 'task',
  // A task's item (type activity here): a form field, so a 400 on itemId, the same for a foreign and a missing one.
  'body itemId': 'activity',
  'path /api/v1/plans/{id}': 'plan',
  'path /api/v1/clients/{clientId}/subscription': 'client',
  'path /api/v1/clients/{clientId}/subscriptions': 'client',
  'path /api/v1/subscriptions/{id}': 'subscription',
  'path /api/v1/subscriptions/{id}/finish': 'subscription',
  'path /api/v1/subscriptions/{id}/end-preview': 'subscription',
  'path /api/v1/subscriptions/{id}/scheduled-change': 'subscription',
  'path /api/v1/periods/{id}/payments': 'period',
  'path /api/v1/payments/{id}': 'payment',
  'path /api/v1/payments/{id}/receipt': 'payment',
  // A plan to assign or change to: a form field, so a 400 on planId, the same for a foreign and a missing one.
  'body planId': 'plan',
  'path /api/v1/chats/{clientId}': 'client',
  'path /api/v1/chats/{clientId}/messages': 'client',
  'path /api/v1/chats/{clientId}/read': 'client',
  'path /api/v1/clients/{clientId}/measurements': 'client',
  'path /api/v1/clients/{clientId}/progress': 'client',
  'path /api/v1/measurements/{id}': 'measurement',
  'path /api/v1/clients/{clientId}/exercises': 'client',
  'path /api/v1/clients/{clientId}/exercises/{exerciseId}/history': { clientId: 'client', exerciseId: 'exercise' },
  'path /api/v1/clients/{clientId}/records': 'client',
  'path /api/v1/clients/{clientId}/progress-photos': 'client',
  'path /api/v1/progress-photos/{id}': 'photo',
  'path /api/v1/programs/{id}': 'program',
  'path /api/v1/programs/{id}/duplicate': 'program',
  'path /api/v1/programs/{id}/assignments': 'program',
  'path /api/v1/clients/{clientId}/program-assignments': 'client',
  'path /api/v1/program-assignments/{id}': 'assignment',
  'path /api/v1/program-assignments/{id}/pause': 'assignment',
  'path /api/v1/program-assignments/{id}/end': 'assignment',
  'path /api/v1/exports/{id}': 'export',
  'path /api/v1/invitations/{id}': 'invitation',
  'path /api/v1/team/members/{id}': 'member',
  'path /api/v1/team/invitations/{id}': 'teamInvitation',
  'path /api/v1/team/invitations/{id}/resend': 'teamInvitation',
  // The responsible trainer: a form field, so a 400 on trainerId, the same for a foreign and a missing one.
  'body trainerId': 'member',
  // The client app (a client's token): their own tasks only.
  'path /api/v1/client-app/tasks/{id}/completions': 'task',
  'path /api/v1/client-app/exercises/{exerciseId}/history': 'exercise',
  'path /api/v1/client-app/progress-photos/{id}': 'photo',
};

/** The kind of one path parameter, and the path with every other id filled with business A's. */
function pathParameter(path: string, name: string, ids: Record<IdKind, number>): { kind: IdKind; path: string } | undefined {
  const entry = idKinds[`path ${path}`];
  if (entry === undefined || typeof entry === 'string') return entry && { kind: entry, path };
  const kind = entry[name];
  if (!kind) return undefined;
  const others = path.replace(/\{([^}]+)\}/g, (whole: string, other: string) => (other === name ? whole : String(ids[entry[other]!])));
  return { kind, path: others };
}

/** The rest of a valid body for routes whose id sits in a body with other required fields. */
const bodyFor: Record<string, object> = {
  'POST /api/v1/clients/{clientId}/tasks': { type: 'activity', itemId: 1, date: '2026-03-09' },
  'POST /api/v1/clients/{clientId}/subscriptions': { planId: 1, startDate: '2026-02-01' },
  'PATCH /api/v1/subscriptions/{id}': { endDate: null },
  'POST /api/v1/subscriptions/{id}/finish': { when: 'today' },
  'PUT /api/v1/subscriptions/{id}/scheduled-change': { planId: 1 },
  'POST /api/v1/periods/{id}/payments': { date: '2026-03-02', method: 'cash', amount: 1 },
  'POST /api/v1/chats/{clientId}/messages': { id: '0b6c7f4e-4d3a-4f1e-9c2b-5a8d7e6f1c30', text: 'Hola' },
  'POST /api/v1/client-app/tasks/{id}/completions': { id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', date: '2026-03-02' },
  'POST /api/v1/clients/{clientId}/measurements': { date: '2026-03-02', weightKg: 70 },
  'PATCH /api/v1/measurements/{id}': { weightKg: 71 },
  'POST /api/v1/programs/{id}/assignments': { clientIds: [1], startDate: '2026-03-02' },
  'POST /api/v1/program-assignments/{id}/pause': { days: 1 },
};

/** GET routes that need a query to answer a list (the agenda's range holds business A's event). */
const listQueries: Record<string, string> = {
  '/api/v1/agenda': '?from=2026-03-01&to=2026-03-31',
  '/api/v1/clients/{clientId}/tasks': '?from=2026-03-01&to=2026-03-31',
  '/api/v1/client-app/tasks': '?from=2026-03-01&to=2026-03-31',
  '/api/v1/subscriptions/{id}/end-preview': '?endDate=2026-03-12',
};

const MARKER = 'Secretísimo';

async function businessA() {
  const a = await signedInTrainer(ctx.app, { email: 'a@example.com' });
  const client = await createClientAs(ctx.app, a.access, { firstName: MARKER, lastName: 'DeA', email: 'cliente-a@example.com' });
  const invitation = await inviteAs(ctx.app, a.access, client.id);
  const exercise = await createItem(ctx.app, a.access, 'exercises', anExercise({ name: MARKER }));
  const activity = await createItem(ctx.app, a.access, 'activities', anActivity({ name: MARKER }));
  const workout = await createItem(ctx.app, a.access, 'workouts', aWorkout(exercise.id, { name: MARKER }));
  const form = await createItem(ctx.app, a.access, 'forms', aForm({ name: MARKER }));
  const event = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: authHeader(a.access),
    payload: { title: MARKER, start: '2026-03-02T07:00', end: '2026-03-02T08:00', recurrence: 'FREQ=WEEKLY;COUNT=4' },
  });
  const task = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/clients/${client.id}/tasks`,
    headers: authHeader(a.access),
    payload: { type: 'activity', itemId: activity.id, date: '2026-03-02', recurrence: 'FREQ=WEEKLY;COUNT=4', goal: MARKER },
  });
  const plan = await ctx.app.inject({ method: 'POST', url: '/api/v1/plans', headers: authHeader(a.access), payload: { name: MARKER, recurrence: 'monthly', amount: 100_000 } });
  const subscription = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/clients/${client.id}/subscriptions`,
    headers: authHeader(a.access),
    payload: { planId: plan.json<{ id: number }>().id, startDate: '2026-01-02' },
  });
  const [period] = subscription.json<{ periods: { id: number }[] }>().periods;
  const payment = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/periods/${period!.id}/payments`,
    headers: authHeader(a.access),
    payload: { date: '2026-03-02', method: 'cash', amount: 1000, concept: MARKER },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/chats/${client.id}/messages`,
    headers: authHeader(a.access),
    payload: { id: '5f0e8d7c-6b5a-4e3d-8c2b-1a0f9e8d7c6b', text: MARKER },
  });
  const measurement = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/clients/${client.id}/measurements`,
    headers: authHeader(a.access),
    payload: { date: '2026-03-01', weightKg: 70, note: MARKER },
  });
  const program = await createItem(ctx.app, a.access, 'programs', {
    name: MARKER,
    description: MARKER,
    weeks: 1,
    days: [{ week: 1, day: 1, items: [{ type: 'activity', itemId: activity.id, goal: MARKER }] }],
  });
  const assignment = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/programs/${program.id}/assignments`,
    headers: authHeader(a.access),
    payload: { clientIds: [client.id], startDate: '2026-03-02' },
  });
  const { payload, headers } = multipartBody([
    { name: 'pose', content: 'front' },
    { name: 'date', content: '2026-03-01' },
    { name: 'photo', content: images.png, filename: 'frente.png', contentType: 'image/png' },
  ]);
  const photo = await ctx.app.inject({ method: 'POST', url: `/api/v1/clients/${client.id}/progress-photos`, payload, headers: { ...headers, ...authHeader(a.access) } });
  // "Exportar mis datos": written in the background while the sweep runs.
  const exported = await ctx.app.inject({ method: 'POST', url: '/api/v1/exports', headers: authHeader(a.access) });
  const member = await joinedMember(ctx.app, a.access, { email: 'entrenador-a@example.com', role: 'CO' });
  const teamInvitation = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/team/invitations',
    headers: authHeader(a.access),
    payload: { email: 'pendiente-a@example.com', role: 'CO', firstName: MARKER },
  });
  return {
    admin: a,
    ids: {
      member: member.id,
      teamInvitation: teamInvitation.json<{ id: number }>().id,
      invitation: invitation.id,
      export: exported.json<{ id: number }>().id,
      photo: photo.json<{ id: number }>().id,
      program: program.id,
      assignment: assignment.json<{ items: Array<{ id: number }> }>().items[0]!.id,
      measurement: measurement.json<{ id: number }>().id,
      plan: plan.json<{ id: number }>().id,
      subscription: subscription.json<{ current: { id: number } }>().current.id,
      period: period!.id,
      payment: payment.json<{ payment: { id: number } }>().payment.id,
      client: client.id,
      exercise: exercise.id,
      activity: activity.id,
      workout: workout.id,
      form: form.id,
      event: event.json<{ id: number }>().id,
      task: task.json<{ id: number }>().id,
    },
  };
}

const isEventStream = (operation: Operation) => 'text/event-stream' in (operation.responses?.['200']?.content ?? {});

async function authenticatedRoutes(ofClients: boolean) {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      // The chat stream stays open (inject would wait forever); modules/chats/stream.test.ts checks what it carries.
      .filter(([, operation]) => (operation.security ?? []).length > 0 && path.startsWith('/api/v1/client-app/') === ofClients && !isEventStream(operation))
      .map(([method, operation]) => ({ method: method.toUpperCase() as InjectOptions['method'], path, operation })),
  );
}
const trainerRoutes = () => authenticatedRoutes(false);
const clientAppRoutes = () => authenticatedRoutes(true);

it("answers 404 to another business's ids on every endpoint that takes one, exactly like a missing id", async () => {
  const { ids } = await businessA();
  const b = await signedInTrainer(ctx.app, { email: 'b@example.com' });
  const checked: string[] = [];
  const wrong: string[] = [];
  const expectSameAsMissing = async (label: string, request: (id: number) => InjectOptions) => {
    const foreign = await ctx.app.inject(request(0));
    const missing = await ctx.app.inject(request(MAX_ID));
    checked.push(label);
    const refused = (status: number) => status === 404 || (label.includes(' body ') && status === 400);
    if (!refused(foreign.statusCode) || foreign.body !== missing.body || !refused(missing.statusCode)) {
      wrong.push(`${label}: ${foreign.statusCode} ${foreign.body} (missing id: ${missing.statusCode} ${missing.body})`);
    }
  };
  for (const { method, path, operation } of await trainerRoutes()) {
    for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
      const found = pathParameter(path, parameter.name, ids);
      if (!found) throw new Error(`add the kind of {${parameter.name}} of ${path} to idKinds, and a row of it to businessA()`);
      const { kind } = found;
      const several = typeof idKinds[`path ${path}`] === 'object';
      await expectSameAsMissing(`${method} ${path}${several ? ` {${parameter.name}}` : ''}`, (id) => ({
        method,
        url: found.path.replace(`{${parameter.name}}`, String(id || ids[kind])) + (method === 'GET' ? (listQueries[path] ?? '') : ''),
        headers: authHeader(b.access),
        payload: method === 'GET' ? undefined : { ...bodyFor[`${method} ${path}`] },
      }));
    }
    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    for (const name of Object.keys(properties).filter((property) => /Id$/.test(property))) {
      const kind = idKinds[`body ${name}`];
      if (typeof kind !== 'string') throw new Error(`add the kind of ${name} (body of ${method} ${path}) to idKinds, and a row of it to businessA()`);
      await expectSameAsMissing(`${method} ${path} body ${name}`, (id) => ({
        method,
        url: path.replace(/\{[^}]+\}/g, String(ids[kind])),
        headers: authHeader(b.access),
        payload: { ...bodyFor[`${method} ${path}`], [name]: id || ids[kind] },
      }));
    }
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      'GET /api/v1/clients/{id}',
      'PATCH /api/v1/clients/{id}',
      'POST /api/v1/invitations body clientId',
      'GET /api/v1/events/{id}',
      'PATCH /api/v1/events/{id}',
      'DELETE /api/v1/events/{id}',
      'GET /api/v1/clients/{clientId}/tasks',
      'POST /api/v1/clients/{clientId}/tasks',
      'POST /api/v1/clients/{clientId}/tasks body itemId',
      'GET /api/v1/clients/{clientId}/forms',
      'PATCH /api/v1/tasks/{id}',
      'DELETE /api/v1/tasks/{id}',
      'GET /api/v1/plans/{id}',
      'PATCH /api/v1/plans/{id}',
      'DELETE /api/v1/plans/{id}',
      'GET /api/v1/clients/{clientId}/subscription',
      'POST /api/v1/clients/{clientId}/subscriptions',
      'PATCH /api/v1/subscriptions/{id}',
      'DELETE /api/v1/subscriptions/{id}',
      'POST /api/v1/subscriptions/{id}/finish',
      'GET /api/v1/subscriptions/{id}/end-preview',
      'PUT /api/v1/subscriptions/{id}/scheduled-change',
      'PUT /api/v1/subscriptions/{id}/scheduled-change body planId',
      'DELETE /api/v1/subscriptions/{id}/scheduled-change',
      'POST /api/v1/periods/{id}/payments',
      'DELETE /api/v1/payments/{id}',
      'GET /api/v1/payments/{id}/receipt',
      'GET /api/v1/chats/{clientId}',
      'GET /api/v1/chats/{clientId}/messages',
      'POST /api/v1/chats/{clientId}/messages',
      'POST /api/v1/chats/{clientId}/read',
      'GET /api/v1/clients/{clientId}/measurements',
      'POST /api/v1/clients/{clientId}/measurements',
      'PATCH /api/v1/measurements/{id}',
      'DELETE /api/v1/measurements/{id}',
      'GET /api/v1/clients/{clientId}/progress',
      'GET /api/v1/clients/{clientId}/exercises',
      'GET /api/v1/clients/{clientId}/exercises/{exerciseId}/history {clientId}',
      'GET /api/v1/clients/{clientId}/exercises/{exerciseId}/history {exerciseId}',
      'GET /api/v1/clients/{clientId}/records',
      'GET /api/v1/clients/{clientId}/progress-photos',
      'POST /api/v1/clients/{clientId}/progress-photos',
      'DELETE /api/v1/progress-photos/{id}',
      'POST /api/v1/programs/{id}/assignments',
      'GET /api/v1/clients/{clientId}/program-assignments',
      'POST /api/v1/program-assignments/{id}/pause',
      'POST /api/v1/program-assignments/{id}/end',
      'DELETE /api/v1/program-assignments/{id}',
      'GET /api/v1/exports/{id}',
      ...['exercises', 'activities', 'workouts', 'forms', 'programs'].flatMap((kind) => [
        `GET /api/v1/${kind}/{id}`,
        `PATCH /api/v1/${kind}/{id}`,
        `DELETE /api/v1/${kind}/{id}`,
        `POST /api/v1/${kind}/{id}/duplicate`,
      ]),
    ]),
  );
  expect(wrong).toEqual([]);
});

it("shows no row of another business in any list or read of the caller's own data", async () => {
  await businessA();
  const b = await signedInTrainer(ctx.app, { email: 'b@example.com' });
  const leaks: string[] = [];
  for (const { method, path } of await trainerRoutes()) {
    if (method !== 'GET' || path.includes('{')) continue;
    const response = await ctx.app.inject({ method, url: `${path}${listQueries[path] ?? ''}`, headers: authHeader(b.access) });
    if (response.statusCode >= 400) leaks.push(`${path} -> ${response.statusCode} ${response.body}`);
    if (response.body.includes(MARKER) || response.body.includes('cliente-a@example.com')) leaks.push(`${path} shows business A: ${response.body}`);
  }
  for (const list of ['clients', 'exercises', 'activities', 'workouts', 'forms', 'programs', 'plans', 'chats']) {
    const search = await ctx.app.inject({ method: 'GET', url: `/api/v1/${list}?search=${encodeURIComponent(MARKER)}`, headers: authHeader(b.access) });
    expect(search.json()).toEqual({ items: [], total: 0 });
  }
  expect(leaks).toEqual([]);
});

const LIBRARY_ITEM = /^\/api\/v1\/(exercises|activities|workouts|forms|programs)\/\{id\}(\/(image|video))?$/;
const LIBRARY_READ = /^\/api\/v1\/(exercises|activities|workouts|forms|programs)\/\{id\}(\/duplicate)?$/;
const apiPath = (path: string) => path.replace(/^\/api\/v1/, '').replace(/\{([^}]+)\}/g, ':$1');

it("answers a trainer (CO) 404 for another member's clients and what hangs from them, 403 where only an administrator may go, exactly alike for a missing id", async () => {
  // Business A's rows are its administrator's: a CO of A reaches none of its clients.
  const { ids, admin } = await businessA();
  const co = await joinedMember(ctx.app, admin.access, { email: 'otro-co@example.com', role: 'CO' });
  const checked: string[] = [];
  const wrong: string[] = [];
  const successes: string[] = [];
  for (const { method, path, operation } of await trainerRoutes()) {
    const adminOnly = rolesOf(method!, apiPath(path)).length === 1;
    const sameAsMissing = async (label: string, request: (id: number) => InjectOptions) => {
      const foreign = await ctx.app.inject(request(0));
      const missing = await ctx.app.inject(request(MAX_ID));
      checked.push(label);
      if (foreign.statusCode < 400) successes.push(`${label}: ${foreign.statusCode}`);
      const refused = (status: number) => status === 404 || (label.includes(' body ') && (status === 400 || status === 403)) || (adminOnly && status === 403);
      if (!refused(foreign.statusCode) || foreign.body !== missing.body || !refused(missing.statusCode)) {
        wrong.push(`${label}: ${foreign.statusCode} ${foreign.body} (missing id: ${missing.statusCode} ${missing.body})`);
      }
    };
    for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
      const found = pathParameter(path, parameter.name, ids);
      if (!found) throw new Error(`add the kind of {${parameter.name}} of ${path} to idKinds, and a row of it to businessA()`);
      const request = (id: number): InjectOptions => ({
        method,
        url: found.path.replace(`{${parameter.name}}`, String(id || ids[found.kind])) + (method === 'GET' ? (listQueries[path] ?? '') : ''),
        headers: authHeader(co.access),
        payload: method === 'GET' ? undefined : { ...bodyFor[`${method} ${path}`] },
      });
      // The library is the business's: every member reads and duplicates it; a CO changes only their own (403).
      if (LIBRARY_READ.test(path) && (method === 'GET' || path.endsWith('/duplicate'))) continue;
      if (LIBRARY_ITEM.test(path)) {
        const response = await ctx.app.inject(request(0));
        checked.push(`${method} ${path}`);
        if (response.statusCode !== 403 || response.json().message !== 'No tenés permisos para editar/eliminar') {
          wrong.push(`${method} ${path}: ${response.statusCode} ${response.body} (another member's item: 403 expected)`);
        }
        continue;
      }
      // A plan is readable by every member (a CO assigns plans to their clients).
      if (method === 'GET' && path === '/api/v1/plans/{id}') continue;
      await sameAsMissing(`${method} ${path}${typeof idKinds[`path ${path}`] === 'object' ? ` {${parameter.name}}` : ''}`, request);
    }
    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    for (const name of Object.keys(properties).filter((property) => /Id$/.test(property))) {
      const kind = idKinds[`body ${name}`];
      if (typeof kind !== 'string') throw new Error(`add the kind of ${name} (body of ${method} ${path}) to idKinds, and a row of it to businessA()`);
      // Library items and plans named in a body are readable by every member: only a client of another makes it 404.
      if (name === 'itemId' || name === 'planId') continue;
      await sameAsMissing(`${method} ${path} body ${name}`, (id) => ({
        method,
        url: path.replace(/\{[^}]+\}/g, String(ids[kind])),
        headers: authHeader(co.access),
        payload: { ...bodyFor[`${method} ${path}`], [name]: id || ids[kind] },
      }));
    }
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      'GET /api/v1/clients/{id}',
      'PATCH /api/v1/clients/{id}',
      'GET /api/v1/chats/{clientId}/messages',
      'PATCH /api/v1/tasks/{id}',
      'DELETE /api/v1/payments/{id}',
      'GET /api/v1/payments/{id}/receipt',
      'DELETE /api/v1/measurements/{id}',
      'DELETE /api/v1/progress-photos/{id}',
      'POST /api/v1/program-assignments/{id}/end',
      'PATCH /api/v1/events/{id}',
      'DELETE /api/v1/invitations/{id}',
      'PATCH /api/v1/team/members/{id}',
      'PATCH /api/v1/exercises/{id}',
      'PUT /api/v1/exercises/{id}/image',
      'POST /api/v1/invitations body clientId',
    ]),
  );
  expect({ successes, wrong }).toEqual({ successes: [], wrong: [] });
});

it("shows a trainer (CO) no row of another member's clients in any list or read", async () => {
  const { admin } = await businessA();
  const co = await joinedMember(ctx.app, admin.access, { email: 'otro-co@example.com', role: 'CO' });
  const leaks: string[] = [];
  for (const { method, path } of await trainerRoutes()) {
    if (method !== 'GET' || path.includes('{')) continue;
    const response = await ctx.app.inject({ method, url: `${path}${listQueries[path] ?? ''}`, headers: authHeader(co.access) });
    if (response.statusCode === 403 && rolesOf('GET', apiPath(path)).length === 1) continue;
    if (response.statusCode >= 400) leaks.push(`${path} -> ${response.statusCode} ${response.body}`);
    // The library is shared: its items may carry the marker; clients, their tasks, chats and payments may not.
    const libraryList = /^\/api\/v1\/(exercises|activities|workouts|forms|programs|plans)$/.test(path);
    if (!libraryList && (response.body.includes(MARKER) || response.body.includes('cliente-a@example.com'))) leaks.push(`${path} shows another member's client: ${response.body.slice(0, 300)}`);
  }
  for (const list of ['clients', 'chats']) {
    const search = await ctx.app.inject({ method: 'GET', url: `/api/v1/${list}?search=${encodeURIComponent(MARKER)}`, headers: authHeader(co.access) });
    expect(search.json()).toEqual({ items: [], total: 0 });
  }
  expect(leaks).toEqual([]);
});

/** A client of business B, registered in the app (its own trainer too). */
async function clientOfB() {
  const b = await signedInTrainer(ctx.app, { email: 'b@example.com' });
  const { code } = await inviteAs(ctx.app, b.access);
  const response = await registerInApp(ctx.app, newAppClient(code, { email: 'cliente-b@example.com' }));
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return response.json<{ access: string }>().access;
}

it("answers a client of another business 404 for business A's ids on every client-app endpoint that takes one, exactly like a missing id", async () => {
  const { ids } = await businessA();
  const client = await clientOfB();
  const checked: string[] = [];
  const wrong: string[] = [];
  for (const { method, path, operation } of await clientAppRoutes()) {
    for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
      const found = pathParameter(path, parameter.name, ids);
      if (!found) throw new Error(`add the kind of {${parameter.name}} of ${path} to idKinds, and a row of it to businessA()`);
      const { kind } = found;
      const request = (id: number): InjectOptions => ({
        method,
        url: found.path.replace(`{${parameter.name}}`, String(id)) + (method === 'GET' ? (listQueries[path] ?? '') : ''),
        headers: authHeader(client),
        payload: method === 'GET' ? undefined : { ...bodyFor[`${method} ${path}`] },
      });
      const foreign = await ctx.app.inject(request(ids[kind]));
      const missing = await ctx.app.inject(request(MAX_ID));
      checked.push(`${method} ${path}`);
      if (foreign.statusCode !== 404 || foreign.body !== missing.body || missing.statusCode !== 404) {
        wrong.push(`${method} ${path}: ${foreign.statusCode} ${foreign.body} (missing id: ${missing.statusCode} ${missing.body})`);
      }
    }
  }
  expect(checked).toEqual(expect.arrayContaining(['POST /api/v1/client-app/tasks/{id}/completions', 'GET /api/v1/client-app/exercises/{exerciseId}/history', 'DELETE /api/v1/client-app/progress-photos/{id}']));
  expect(wrong).toEqual([]);
});

it("shows a client no row of another business in any read of the client app", async () => {
  await businessA();
  const client = await clientOfB();
  const leaks: string[] = [];
  const read: string[] = [];
  for (const { method, path } of await clientAppRoutes()) {
    if (method !== 'GET' || path.includes('{')) continue;
    const response = await ctx.app.inject({ method, url: `${path}${listQueries[path] ?? ''}`, headers: authHeader(client) });
    read.push(path);
    if (response.statusCode >= 400) leaks.push(`${path} -> ${response.statusCode} ${response.body}`);
    if (response.body.includes(MARKER) || response.body.includes('cliente-a@example.com')) leaks.push(`${path} shows business A: ${response.body}`);
  }
  expect(read).toEqual(
    expect.arrayContaining([
      '/api/v1/client-app/me',
      '/api/v1/client-app/tasks',
      '/api/v1/client-app/subscription',
      '/api/v1/client-app/measurements',
      '/api/v1/client-app/progress',
      '/api/v1/client-app/exercises',
      '/api/v1/client-app/records',
      '/api/v1/client-app/progress-photos',
    ]),
  );
  expect(leaks).toEqual([]);
});
