import { IDEMPOTENCY_LIMITS, idempotencyMessages, type Program, type ProgramAssignment } from '@coach/shared/contracts';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bodyMeasurements, idempotencyKeys, messages, programAssignments, tasks } from '../../db/schema';
import { authHeader, decodeClaims, registeredAppClient, setTrialEnd } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { billingApi, LONG_TOKENS } from '../billing/billing-test-helpers';
import { trainerWithLibrary, twoWeeks } from '../programs/program-test-helpers';

/*
 * Writes a phone or a browser may send twice take an Idempotency-Key (idempotent.ts): a repeat answers
 * the first answer and writes nothing, concurrent repeats write once, the key with other data is 422.
 */
const ctx = setupApiTests({ env: LONG_TOKENS });

// Monday 2 March 2026 in Buenos Aires.
const TODAY = '2026-03-02';
const KEY = '6f1c0a9e-2b3d-4c5e-8f70-1a2b3c4d5e6f';

const total = async (table: PgTable) =>
  (await ctx.app.db.select({ total: count() }).from(table))[0]!.total;

type Method = NonNullable<InjectOptions['method']>;
const caller = (access: string) => (method: Method, url: string, payload?: object, key?: string) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...authHeader(access), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload === undefined ? {} : { payload }),
  });

/** A trainer of a paying business (no trial to run out as the clock moves), its clients and the two-week program. */
async function trainerWithProgram(options: { email?: string; clientCount?: number } = {}) {
  const trainer = await trainerWithLibrary(ctx.app, options);
  await setTrialEnd(ctx.app, Number(decodeClaims(trainer.access).gym_id), null);
  const program = (await trainer.api.create(twoWeeks(trainer.items))).json<Program>();
  const send = caller(trainer.access);
  const assign = (key?: string, clientIds = trainer.clients) => send('POST', `/programs/${program.id}/assignments`, { clientIds, startDate: TODAY }, key);
  return { ...trainer, program, send, assign };
}

/** One assignment of the two-week program (ends 15 March), assigned without a key. */
async function oneAssignment() {
  const trainer = await trainerWithProgram();
  const [assignment] = (await trainer.assign()).json<{ items: ProgramAssignment[] }>().items;
  return { ...trainer, assignment: assignment! };
}

describe('POST /api/v1/programs/{id}/assignments with an Idempotency-Key', () => {
  it('20 identical requests assign once: one assignment and its tasks, and every answer is the first', async () => {
    const { assign } = await trainerWithProgram();
    const first = await assign(KEY);
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 19; i += 1) {
      const again = await assign(KEY);
      expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    }
    expect(await total(programAssignments)).toBe(1);
    expect(await total(tasks)).toBe(4);
    // Without a key, the same request is another assignment.
    expect((await assign()).statusCode).toBe(201);
    expect(await total(programAssignments)).toBe(2);
  });

  it('20 concurrent identical requests write once and all answer the same', async () => {
    const { assign } = await trainerWithProgram({ clientCount: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => assign(KEY)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await total(programAssignments)).toBe(3);
    expect(await total(tasks)).toBe(12);
    expect(await total(idempotencyKeys)).toBe(1);
  });

  it('the same key with another body, or for another program, is 422 and writes nothing', async () => {
    const { assign, send, clients, api, items, program } = await trainerWithProgram({ clientCount: 2 });
    expect((await assign(KEY, [clients[0]!])).statusCode).toBe(201);
    const otherClients = await assign(KEY, clients);
    expect(otherClients.statusCode).toBe(422);
    expect(otherClients.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: idempotencyMessages.keyReused });
    const other = (await api.create(twoWeeks(items, { name: 'Otro programa' }))).json<Program>();
    expect(other.id).not.toBe(program.id);
    const otherProgram = await send('POST', `/programs/${other.id}/assignments`, { clientIds: [clients[0]], startDate: TODAY }, KEY);
    expect(otherProgram.statusCode).toBe(422);
    expect(await total(programAssignments)).toBe(1);
  });

  it('a refused request leaves its key free for the corrected one', async () => {
    const { send, program, clients } = await trainerWithProgram();
    const past = await send('POST', `/programs/${program.id}/assignments`, { clientIds: clients, startDate: '2026-03-01' }, KEY);
    expect(past.statusCode).toBe(400);
    expect(await total(idempotencyKeys)).toBe(0);
    const corrected = await send('POST', `/programs/${program.id}/assignments`, { clientIds: clients, startDate: TODAY }, KEY);
    expect(corrected.statusCode).toBe(201);
    expect(await total(programAssignments)).toBe(1);
  });

  it("is the caller's key: another business's same key is its own", async () => {
    const lucía = await trainerWithProgram();
    const marta = await trainerWithProgram({ email: 'marta@example.com' });
    const hers = await marta.assign(KEY);
    const mine = await lucía.assign(KEY);
    expect([hers.statusCode, mine.statusCode]).toEqual([201, 201]);
    expect(mine.json<{ items: ProgramAssignment[] }>().items[0]!.clientId).toBe(lucía.clients[0]);
    expect(await total(programAssignments)).toBe(2);
  });

  it('refuses a header that is not 1 to 200 visible characters', async () => {
    const { assign } = await trainerWithProgram();
    for (const key of ['con espacios', 'x'.repeat(IDEMPOTENCY_LIMITS.keyLength + 1)]) {
      const response = await assign(key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(idempotencyMessages.keyInvalid);
    }
    expect(await total(programAssignments)).toBe(0);
  });
});

describe('pausing and ending an assignment with an Idempotency-Key', () => {
  it('20 pauses of "2 días" with one key pause 2 days, not 40; 20 concurrent ones with another key, 2 more', async () => {
    const { send, assignment } = await oneAssignment();
    const pause = (key: string) => send('POST', `/program-assignments/${assignment.id}/pause`, { days: 2 }, key);
    const first = await pause(KEY);
    expect(first.json()).toMatchObject({ pausedDays: 2, endDate: '2026-03-17' });
    for (let i = 0; i < 19; i += 1) {
      const again = await pause(KEY);
      expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    }
    const [stored] = await ctx.app.db.select().from(programAssignments).where(eq(programAssignments.id, assignment.id));
    expect(stored).toMatchObject({ pausedDays: 2, endDate: '2026-03-17', pauses: [{ from: TODAY, days: 2 }] });

    const concurrent = await Promise.all(Array.from({ length: 20 }, () => pause('another-key')));
    expect(concurrent.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(concurrent.map((answer) => answer.body)).size).toBe(1);
    expect(concurrent[0]!.json()).toMatchObject({ pausedDays: 4, endDate: '2026-03-19' });
  });

  it('a replay answers the first answer even when the request itself would now be refused', async () => {
    const { send, assignment } = await oneAssignment();
    const end = (key?: string) => send('POST', `/program-assignments/${assignment.id}/end`, undefined, key);
    const ended = await end(KEY);
    expect(ended.json()).toMatchObject({ status: 'ended' });
    const replay = await end(KEY);
    expect([replay.statusCode, replay.json()]).toEqual([200, ended.json()]);
    expect((await end()).statusCode).toBe(409);
    // The key is the route's: the same key on the pause is another request (refused: it ended).
    expect((await send('POST', `/program-assignments/${assignment.id}/pause`, { days: 2 }, KEY)).json().code).toBe('ASSIGNMENT_NOT_ACTIVE');
  });

  it('the same key for another assignment or another number of days is 422', async () => {
    const { send, assignment, clients, program } = await oneAssignment();
    const [second] = (await send('POST', `/programs/${program.id}/assignments`, { clientIds: clients, startDate: '2026-03-09' })).json<{ items: ProgramAssignment[] }>().items;
    expect((await send('POST', `/program-assignments/${assignment.id}/pause`, { days: 2 }, KEY)).statusCode).toBe(200);
    expect((await send('POST', `/program-assignments/${assignment.id}/pause`, { days: 3 }, KEY)).statusCode).toBe(422);
    expect((await send('POST', `/program-assignments/${second!.id}/pause`, { days: 2 }, KEY)).statusCode).toBe(422);
    const [stored] = await ctx.app.db.select().from(programAssignments).where(eq(programAssignments.id, second!.id));
    expect(stored!.pausedDays).toBe(0);
  });

  it(`forgets a key after ${IDEMPOTENCY_LIMITS.retentionHours / 24} days: the same request is a new one, and the old row is swept`, async () => {
    const { send, assignment, program, clients } = await oneAssignment();
    const pause = () => send('POST', `/program-assignments/${assignment.id}/pause`, { days: 2 }, KEY);
    expect((await pause()).json().pausedDays).toBe(2);
    ctx.clock.advance(IDEMPOTENCY_LIMITS.retentionHours * 60 * 60 * 1000 - 60_000);
    expect((await pause()).json().pausedDays).toBe(2);
    ctx.clock.advance(2 * 60_000);
    expect((await pause()).json().pausedDays).toBe(4);
    expect(await total(idempotencyKeys)).toBe(1);
    // A key of another request, past the window, goes with the next write that carries a key.
    await send('POST', `/program-assignments/${assignment.id}/pause`, { days: 1 }, 'second-key');
    ctx.clock.advanceDays(IDEMPOTENCY_LIMITS.retentionHours / 24 + 1);
    const later = await send('POST', `/programs/${program.id}/assignments`, { clientIds: clients, startDate: '2026-03-30' }, 'third-key');
    expect(later.statusCode).toBe(201);
    expect((await ctx.app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)).toEqual(['third-key']);
  });
});

describe('POST /api/v1/subscriptions/{id}/finish with an Idempotency-Key', () => {
  it('answers a repeat with the first answer, and the key with another choice is 422', async () => {
    const { access, clients } = await trainerWithProgram();
    const clientId = clients[0]!;
    const billing = billingApi(ctx.app, access);
    const plan = await billing.createPlan();
    const subscription = await billing.assign(clientId, plan.id, '2026-02-02');
    const finish = (when: string) => caller(access)('POST', `/subscriptions/${subscription.current!.id}/finish`, { when }, KEY);
    const first = await finish('period_end');
    expect(first.statusCode).toBe(200);
    expect(first.json().current).toMatchObject({ endDate: '2026-04-01' });
    const again = await finish('period_end');
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const other = await finish('today');
    expect(other.statusCode).toBe(422);
    expect((await billing.subscription(clientId)).current).toMatchObject({ endDate: '2026-04-01' });
  });
});

describe("the client app's queued writes with an Idempotency-Key", () => {
  it('a message: the first answer again, one message, even sent 10 times at once', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const send = caller(access);
    const body = { id: '0b6c7f4e-4d3a-4f1e-9c2b-5a8d7e6f1c30', text: 'Llego 10 minutos tarde', writtenAt: ctx.clock.now().toISOString() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('POST', '/client-app/messages', body, body.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await total(messages)).toBe(1);
    const edited = await send('POST', '/client-app/messages', { ...body, text: 'Llego 20 minutos tarde' }, body.id);
    expect(edited.statusCode).toBe(422);
  });

  it('a measurement: the first answer again, one measurement; the key with other figures is 422', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const send = caller(access);
    const body = { id: '3c2b1a09-8f7e-4d6c-9b5a-493827161504', date: TODAY, weightKg: 71.5 };
    const first = await send('POST', '/client-app/measurements', body, body.id);
    expect(first.statusCode).toBe(201);
    const again = await send('POST', '/client-app/measurements', body, body.id);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    // Without the header, the id still finds it (200, the stored measurement).
    expect((await send('POST', '/client-app/measurements', body)).statusCode).toBe(200);
    expect((await send('POST', '/client-app/measurements', { ...body, weightKg: 72 }, body.id)).statusCode).toBe(422);
    expect(await total(bodyMeasurements)).toBe(1);
  });
});

describe('the OpenAPI document', () => {
  it('describes the Idempotency-Key header of every write that takes it', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; description?: string; required?: boolean }>; responses: Record<string, unknown> }>>;
    }>();
    const withHeader = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })))
      .filter(({ operation }) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key'));
    expect(withHeader.map(({ route }) => route).sort()).toEqual([
      'POST /api/v1/chats/{clientId}/messages',
      'POST /api/v1/client-app/measurements',
      'POST /api/v1/client-app/messages',
      'POST /api/v1/client-app/tasks/{id}/completions',
      'POST /api/v1/periods/{id}/payments',
      'POST /api/v1/program-assignments/{id}/end',
      'POST /api/v1/program-assignments/{id}/pause',
      'POST /api/v1/programs/{id}/assignments',
      'POST /api/v1/subscriptions/{id}/finish',
    ]);
    for (const { route, operation } of withHeader) {
      const header = operation.parameters!.find((parameter) => parameter.name === 'idempotency-key')!;
      expect({ route, required: header.required ?? false, description: header.description }).toEqual({ route, required: false, description: expect.stringContaining('primera respuesta') });
      expect({ route, reused: operation.responses[route.includes('/payments') ? '409' : '422'] }).toEqual({ route, reused: expect.anything() });
    }
  });
});
