import net from 'node:net';
import {
  BILLING_LIMITS,
  JSON_METADATA_MAX_DEPTH,
  MAX_ID,
  apiMessages,
  clientMessages,
  profileMessages,
  validationMessages as m,
} from '@coach/shared/contracts';
import type { InjectOptions } from 'fastify';
import { authHeader, createClientAs, newAppClient, newTrainer, registeredAppClient } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * Values PostgreSQL refuses (NUL in text, ids past `integer`, year 0000, jsonb too deep or with a
 * lone surrogate) used to fail the query and answer 500. The shared contracts refuse them first.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: PGlite may accept what PostgreSQL refuses.
 */
const ctx = setupApiTests({ env: { EXPOSE_OUTBOX: '1' } });

const NUL = 'a\u0000b';
const TOO_BIG_ID = MAX_ID + 1;
/**
 * Money inputs are bigint columns (integers of minor units), bounded by BILLING_LIMITS.maxAmount
 * instead of the id range: the sweep sends one unit more than that to them.
 */
const isMoneyInput = (input: { path: string; name: string }) => input.name === 'amount' && /^\/api\/v1\/(plans|periods)\b/.test(input.path);
const tooBigFor = (input: { path: string; name: string }) => (isMoneyInput(input) ? BILLING_LIMITS.maxAmount + 1 : TOO_BIG_ID);
const dateOutOfRange = m.dateOutOfRange(1900, 2100);

async function trainerAndClient() {
  const { trainer, access: clientAccess, clientId } = await registeredAppClient(ctx.app);
  const client = await createClientAs(ctx.app, trainer.access, { firstName: 'Ana', lastName: 'Gómez' });
  return { trainer, clientAccess, appClientId: clientId, clientId: client.id };
}

const inject = (options: InjectOptions) => ctx.app.inject(options);

function expectValidationError(response: Awaited<ReturnType<typeof inject>>, field: string, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: expect.objectContaining({
      code: 'VALIDATION_ERROR',
      message,
      details: expect.objectContaining({ fieldErrors: expect.objectContaining({ [field]: [message] }) }),
    }),
  });
}

type Tokens = { trainer: string; client: string; clientId: number };

/** A request as `who` sends it; a string payload is raw JSON. */
const send =
  (who: 'public' | 'trainer' | 'client', method: InjectOptions['method'], url: string | ((tokens: Tokens) => string), payload?: object | string) =>
  (tokens: Tokens): InjectOptions => ({
    method,
    url: typeof url === 'function' ? url(tokens) : url,
    payload,
    headers: {
      ...(who === 'public' ? {} : authHeader(tokens[who])),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });

const aClient = ({ clientId }: Tokens) => `/api/v1/clients/${clientId}`;
const ana = { firstName: 'Ana', lastName: 'Gómez' };
const resetConfirm = (overrides: object) => ({ newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9', token: 'x', uid: '1', ...overrides });
const CONTROL = m.controlCharacters;
const deepJson = `{"action":"start_tour","metadata":{"deep":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}`;

describe('values named by the security review', () => {
  type Case = [name: string, field: string, message: string, request: (tokens: Tokens) => InjectOptions];
  const cases: Case[] = [
    ['NUL in the login email', 'username', CONTROL, send('public', 'POST', '/auth/web/login', { username: `ana${NUL}@example.com`, password: 'x' })],
    ['NUL in the login password', 'password', CONTROL, send('public', 'POST', '/auth/web/login', { username: 'ana@example.com', password: NUL })],
    ['NUL in a sign-up name', 'firstName', CONTROL, send('public', 'POST', '/api/v1/users/autonomous', newTrainer({ firstName: NUL }))],
    ['NUL in the sign-up email', 'email', CONTROL, send('public', 'POST', '/api/v1/users/autonomous', newTrainer({ email: `a${NUL}@b.co` }))],
    ['NUL in the sign-up ?code', 'code', CONTROL, send('public', 'POST', '/api/v1/users/autonomous?code=a%00b', newTrainer())],
    ['NUL in the reset email', 'email', CONTROL, send('public', 'POST', '/auth/password-reset', { email: `ana${NUL}@example.com` })],
    ['NUL in the reset token', 'token', CONTROL, send('public', 'POST', '/auth/password-reset/confirm', resetConfirm({ token: NUL }))],
    [
      'NUL in the new password of a reset',
      'newPassword',
      CONTROL,
      send('public', 'POST', '/auth/password-reset/confirm', resetConfirm({ newPassword: `NuevaClave9${NUL}` })),
    ],
    [
      'NUL in the app registration email',
      'email',
      CONTROL,
      send('public', 'POST', '/api/v1/client-app/register', newAppClient('ABCD2345', { email: `jose${NUL}@example.com` })),
    ],
    ['NUL in the app registration code', 'code', CONTROL, send('public', 'POST', '/api/v1/client-app/register', newAppClient(NUL))],
    ['NUL in the app login email', 'username', CONTROL, send('public', 'POST', '/auth/app/login', { username: `j${NUL}@b.co`, password: 'x' })],
    ['NUL in a refresh token', 'refresh', CONTROL, send('public', 'POST', '/auth/login/refresh', { refresh: NUL })],
    ['NUL in a new client name', 'lastName', CONTROL, send('trainer', 'POST', '/api/v1/clients', { ...ana, lastName: NUL })],
    ['NUL in a new client email', 'email', CONTROL, send('trainer', 'POST', '/api/v1/clients', { ...ana, email: `ana${NUL}@example.com` })],
    ['NUL in a client change', 'firstName', CONTROL, send('trainer', 'PATCH', aClient, { firstName: NUL })],
    ['NUL in the profile (PATCH /me)', 'lastName', CONTROL, send('trainer', 'PATCH', '/api/v1/me', { lastName: NUL })],
    ["NUL in the client's own profile", 'firstName', CONTROL, send('client', 'PATCH', '/api/v1/client-app/me', { firstName: NUL })],
    ['NUL in ?search', 'search', CONTROL, send('trainer', 'GET', '/api/v1/clients?search=a%00b')],
    ['NUL in an action', 'action', CONTROL, send('trainer', 'POST', '/api/v1/actionlogs', { action: NUL })],
    [
      'NUL in action-log metadata',
      'metadata',
      CONTROL,
      send('trainer', 'POST', '/api/v1/actionlogs', { action: 'start_tour', metadata: { tour: { name: NUL } } }),
    ],
    [
      'NUL in an action-log metadata key',
      'metadata',
      CONTROL,
      send('trainer', 'POST', '/api/v1/actionlogs', { action: 'start_tour', metadata: { [NUL]: 1 } }),
    ],
    [
      'a lone surrogate in action-log metadata (jsonb refuses it)',
      'metadata',
      CONTROL,
      send('trainer', 'POST', '/api/v1/actionlogs', '{"action":"start_tour","metadata":{"tour":"\\ud800"}}'),
    ],
    [
      'action-log metadata nested 5,000 levels deep',
      'metadata',
      m.metadataTooDeep(JSON_METADATA_MAX_DEPTH),
      send('trainer', 'POST', '/api/v1/actionlogs', deepJson),
    ],
    ['an invitation for client id 2147483648', 'clientId', m.idInvalid, send('trainer', 'POST', '/api/v1/invitations', { clientId: TOO_BIG_ID })],
    ['page 2147483648 of the clients', 'page', m.numberInvalid, send('trainer', 'GET', `/api/v1/clients?page=${TOO_BIG_ID}`)],
    ['page 1e300 of the invitations', 'page', m.numberInvalid, send('trainer', 'GET', '/api/v1/invitations?page=1e300')],
    ['memberSince 0000-01-01 on create', 'memberSince', dateOutOfRange, send('trainer', 'POST', '/api/v1/clients', { ...ana, memberSince: '0000-01-01' })],
    ['memberSince 0000-01-01 on update', 'memberSince', dateOutOfRange, send('trainer', 'PATCH', aClient, { memberSince: '0000-01-01' })],
    ['memberSince 9999-12-31 on update', 'memberSince', dateOutOfRange, send('trainer', 'PATCH', aClient, { memberSince: '9999-12-31' })],
    ['a client birth date in year 0000', 'birthdate', dateOutOfRange, send('trainer', 'POST', '/api/v1/clients', { ...ana, birthdate: '0000-01-01' })],
    ['a profile birth date in year 0000', 'birthDate', dateOutOfRange, send('trainer', 'PATCH', '/api/v1/me', { birthDate: '0000-01-01' })],
    [
      'a date that does not exist',
      'memberSince',
      clientMessages.memberSinceInvalid,
      send('trainer', 'PATCH', aClient, { memberSince: '2025-02-29' }),
    ],
  ];

  it.each(cases)('%s: 400 VALIDATION_ERROR with a Spanish message', async (_name, field, message, request) => {
    const { trainer, clientAccess, clientId } = await trainerAndClient();
    expectValidationError(await inject(request({ trainer: trainer.access, client: clientAccess, clientId })), field, message);
  });

  it('keeps the date range wide enough for real dates: 1900-01-01 and 2100-12-31 are accepted', async () => {
    const { trainer, clientId } = await trainerAndClient();
    const patch = (memberSince: string) =>
      inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { memberSince } });
    expect((await patch('1900-01-01')).statusCode).toBe(200);
    expect((await patch('2100-12-31')).statusCode).toBe(200);
    expect((await inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(trainer.access), payload: { birthDate: '1900-01-01' } })).statusCode).toBe(200);
  });

  it('a reset link whose uid is past the id range is an invalid link, not a 500', async () => {
    for (const uid of [String(TOO_BIG_ID), '9999999999', '0']) {
      const response = await inject({
        method: 'POST',
        url: '/auth/password-reset/confirm',
        payload: { newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9', token: 'x', uid },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'RESET_TOKEN_INVALID', message: apiMessages.resetTokenInvalid });
    }
  });

  it.each(['2147483648', '99999999999999999999', '0', '-1', 'abc', '1.5', 'a%00b'])(
    'GET and PATCH /api/v1/clients/%s answer 404, exactly like a missing id',
    async (id) => {
      const { trainer } = await trainerAndClient();
      const missing = { code: 'NOT_FOUND', message: apiMessages.notFound };
      const get = await inject({ method: 'GET', url: `/api/v1/clients/${id}`, headers: authHeader(trainer.access) });
      expect([get.statusCode, get.json()]).toEqual([404, missing]);
      const patch = await inject({ method: 'PATCH', url: `/api/v1/clients/${id}`, headers: authHeader(trainer.access), payload: { firstName: 'X' } });
      expect([patch.statusCode, patch.json()]).toEqual([404, missing]);
      const absent = await inject({ method: 'GET', url: `/api/v1/clients/${MAX_ID}`, headers: authHeader(trainer.access) });
      expect([absent.statusCode, absent.json()]).toEqual([404, missing]);
    },
  );

  it('stores text with tabs only where multi-line text is allowed, and never in one-line fields', async () => {
    const { trainer } = await trainerAndClient();
    expectValidationError(
      await inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(trainer.access), payload: { firstName: 'Ana\tMaría', lastName: 'Gómez' } }),
      'firstName',
      m.controlCharacters,
    );
    const log = await inject({
      method: 'POST',
      url: '/api/v1/actionlogs',
      headers: authHeader(trainer.access),
      payload: { action: 'view_tutorial', metadata: { note: 'línea 1\nlínea 2\tfin' } },
    });
    expect(log.statusCode).toBe(201);
    expect(log.json().metadata).toEqual({ note: 'línea 1\nlínea 2\tfin' });
  });

  it('birth dates keep their own messages: not a date, in the future (even past 2100), before 1900', async () => {
    const { trainer } = await trainerAndClient();
    const patch = (birthDate: string) => inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(trainer.access), payload: { birthDate } });
    expectValidationError(await patch('1990-13-01'), 'birthDate', profileMessages.birthDateInvalid);
    expectValidationError(await patch('1899-12-31'), 'birthDate', dateOutOfRange);
    expectValidationError(await patch('2099-01-01'), 'birthDate', profileMessages.birthDateInFuture);
    expectValidationError(await patch('2999-01-01'), 'birthDate', profileMessages.birthDateInFuture);
    const create = (birthdate: string) =>
      inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(trainer.access), payload: { firstName: 'Ana', lastName: 'Gómez', birthdate } });
    expectValidationError(await create('2999-01-01'), 'birthdate', profileMessages.birthDateInFuture);
    expectValidationError(await create('1899-12-31'), 'birthdate', dateOutOfRange);
  });
});

/** Every route of the OpenAPI document, with the inputs it declares: each must refuse hostile values. */
type JsonSchema = { type?: string; enum?: unknown[]; anyOf?: JsonSchema[]; maximum?: number; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
/**
 * The chat streams (Server-Sent Events) stay open until the caller leaves: inject would wait forever.
 * They take no input; modules/chats/stream.test.ts checks them over a real connection.
 */
const isEventStream = (operation: Operation) => 'text/event-stream' in (operation.responses?.['200']?.content ?? {});
type Input = { method: string; path: string; location: 'body' | 'query' | 'path'; name: string; schema: JsonSchema };

async function openApiInputs(): Promise<{ routes: { method: string; path: string }[]; inputs: Input[] }> {
  const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  const routes: { method: string; path: string }[] = [];
  const inputs: Input[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (isEventStream(operation)) continue;
      routes.push({ method: method.toUpperCase(), path });
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header') continue;
        inputs.push({ method: method.toUpperCase(), path, location: parameter.in, name: parameter.name, schema: parameter.schema });
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        inputs.push({ method: method.toUpperCase(), path, location: 'body', name, schema });
      }
    }
  }
  return { routes, inputs };
}

const acceptsString = (schema: JsonSchema): boolean => schema.type === 'string' || (schema.anyOf ?? []).some(acceptsString);
const numberSchemas = (schema: JsonSchema): JsonSchema[] =>
  schema.type === 'integer' || schema.type === 'number' ? [schema] : (schema.anyOf ?? []).flatMap(numberSchemas);

/** Fastify validates the body before the query: a query input of a route with a body needs a valid one. */
const validBodies: Record<string, () => object> = {
  'POST /api/v1/users/autonomous': () => newTrainer({ email: `sweep${Math.random().toString(36).slice(2)}@example.com` }),
  'PATCH /api/v1/events/{id}': () => ({ title: 'Funcional' }),
  'DELETE /api/v1/events/{id}': () => ({}),
  'PATCH /api/v1/tasks/{id}': () => ({ goal: 'Constancia' }),
  'DELETE /api/v1/tasks/{id}': () => ({}),
};

describe('every route of the API', () => {
  let tokens: { trainer: string; client: string; clientId: number };
  beforeEach(async () => {
    const { trainer, clientAccess, clientId } = await trainerAndClient();
    tokens = { trainer: trainer.access, client: clientAccess, clientId };
  });

  const tokenFor = (path: string) => (path.startsWith('/api/v1/client-app/') ? tokens.client : tokens.trainer);
  const urlFor = (path: string, pathValue?: { name: string; value: string }) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => (pathValue?.name === name ? pathValue.value : ['id', 'clientId', 'exerciseId'].includes(name) ? String(tokens.clientId) : 'x'));

  function send(input: Input, value: unknown) {
    const options: InjectOptions = { method: input.method as InjectOptions['method'], headers: authHeader(tokenFor(input.path)) };
    if (input.location === 'path') return inject({ ...options, url: urlFor(input.path, { name: input.name, value: encodeURIComponent(String(value)) }) });
    if (input.location === 'query') {
      const body = validBodies[`${input.method} ${input.path}`];
      if (input.method !== 'GET' && !body) throw new Error(`add a valid body for ${input.method} ${input.path} to validBodies`);
      return inject({ ...options, url: `${urlFor(input.path)}?${input.name}=${encodeURIComponent(String(value))}`, payload: body?.() });
    }
    return inject({ ...options, url: urlFor(input.path), payload: { [input.name]: value } });
  }

  it('declares the inputs this sweep relies on (a sweep over nothing proves nothing)', async () => {
    const { inputs } = await openApiInputs();
    const names = inputs.map((input) => `${input.method} ${input.path} ${input.location}:${input.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /auth/web/login body:username',
        'POST /api/v1/users/autonomous query:code',
        'GET /api/v1/clients query:search',
        'GET /api/v1/clients/{id} path:id',
        'POST /api/v1/invitations body:clientId',
        'POST /api/v1/actionlogs body:action',
        'PATCH /api/v1/me body:firstName',
        'GET /api/dev/outbox query:to',
        'POST /api/v1/plans body:amount',
        'POST /api/v1/periods/{id}/payments body:amount',
        'POST /api/v1/periods/{id}/payments body:concept',
        'GET /api/v1/periods query:status',
        'GET /api/v1/payments query:clientId',
      ]),
    );
  });

  it('refuses NUL in every string input: 400 on the field (404 in a path), never a 500', async () => {
    const { inputs } = await openApiInputs();
    const answers: string[] = [];
    for (const input of inputs.filter((candidate) => acceptsString(candidate.schema))) {
      const response = await send(input, NUL);
      const body = response.json<{ code: string; details?: { fieldErrors?: Record<string, string[]> } }>();
      const refused =
        input.location === 'path'
          ? response.statusCode === 404 && body.code === 'NOT_FOUND'
          : response.statusCode === 400 && body.code === 'VALIDATION_ERROR' && (body.details?.fieldErrors?.[input.name]?.length ?? 0) > 0;
      if (!refused) answers.push(`${input.method} ${input.path} ${input.location}:${input.name} -> ${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual([]);
  });

  it('bounds every integer input by the id range (money by its limit), and refuses one more in every number input (404 in a path)', async () => {
    const { inputs } = await openApiInputs();
    const numeric = inputs.flatMap((input) => numberSchemas(input.schema).map((schema) => ({ input, schema })));
    const integers = numeric.filter(({ schema }) => schema.type === 'integer');
    expect(integers.length).toBeGreaterThanOrEqual(4);
    const unbounded = integers.filter(
      ({ input, schema }) => schema.maximum === undefined || schema.maximum > (isMoneyInput(input) ? BILLING_LIMITS.maxAmount : MAX_ID),
    );
    expect(unbounded.map(({ input }) => `${input.method} ${input.path} ${input.location}:${input.name}`)).toEqual([]);
    const answers: string[] = [];
    for (const { input } of numeric) {
      const response = await send(input, tooBigFor(input));
      const expected = input.location === 'path' ? 404 : 400;
      if (response.statusCode !== expected) answers.push(`${input.method} ${input.path} ${input.name} -> ${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual([]);
  });

  it('never answers 500 to a NUL in a header-borne value (authorization, idempotency key, forwarding headers)', async () => {
    const { routes } = await openApiInputs();
    const answers: string[] = [];
    for (const route of routes) {
      for (const headers of [
        { authorization: `Bearer ${NUL}` },
        { ...authHeader(tokenFor(route.path)), 'idempotency-key': NUL, 'x-forwarded-for': NUL, 'accept-language': NUL, 'if-none-match': NUL },
      ]) {
        const response = await inject({ method: route.method as InjectOptions['method'], url: urlFor(route.path), headers });
        if (response.statusCode >= 500) answers.push(`${route.method} ${route.path} -> ${response.statusCode} ${response.body}`);
      }
    }
    expect(answers).toEqual([]);
  });
});

describe('bytes HTTP forbids, on a real connection', () => {
  async function rawRequest(request: string): Promise<string> {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
  }

  it('a NUL in a header answers 400 in the API error shape, not Node or Fastify text', async () => {
    const answer = await rawRequest(`GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer a\u0000b\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(body ?? '')).toEqual({ code: 'BAD_REQUEST', message: apiMessages.badRequest });
  });
});
