import { apiMessages, programMessages, type Program, type ProgramAssignment, type TaskOccurrence } from '@coach/shared/contracts';
import { count, eq } from 'drizzle-orm';
import { clients as clientsTable, gyms, programAssignments, programs, tasks } from '../../../db/schema';
import { authHeader, createClientAs, decodeClaims, joinedMember, registeredAppClient } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { LONG_TOKENS, libraryOf, occurrencesOf } from '../../agenda/tasks/task-test-helpers';
import type { Scope } from '../../team/scope';
import { presentProgram, updateProgram } from '../programs';
import { programApi, trainerWithLibrary, twoWeeks } from '../program-test-helpers';
import { assignProgram, clientAssignments, endAssignment, pauseAssignment, removeAssignment } from './assignments';

const ctx = setupApiTests({ env: LONG_TOKENS });

// Monday 2 March 2026, 09:00 in Buenos Aires.
const TODAY = '2026-03-02';

const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;
const taskCount = async () => (await ctx.app.db.select({ total: count() }).from(tasks))[0]!.total;
const assignmentCount = async () => (await ctx.app.db.select({ total: count() }).from(programAssignments))[0]!.total;
/** What a client's agenda shows, as (date, type) pairs, in order. */
const agendaOf = async (access: string, clientId: number) =>
  (await occurrencesOf(ctx.app, access, clientId, '2026-03-01', '2026-04-30')).map((task) => `${task.date} ${task.type}${task.completion ? ' ✓' : ''}`);

async function assign(api: ReturnType<typeof programApi>, programId: number, payload: object): Promise<ProgramAssignment[]> {
  const response = await api.assign(programId, payload);
  if (response.statusCode !== 201) throw new Error(`assign failed: ${response.statusCode} ${response.body}`);
  return response.json<{ items: ProgramAssignment[] }>().items;
}

/** A trainer whose app client (José) has the two-week program from today, with today's workout registered. */
async function appClientOnProgram() {
  const registered = await registeredAppClient(ctx.app);
  const items = await libraryOf(ctx.app, registered.trainer.access);
  const api = programApi(ctx.app, registered.trainer.access);
  const program = (await api.create(twoWeeks(items))).json<Program>();
  const [assignment] = await assign(api, program.id, { clientIds: [registered.clientId], startDate: TODAY });
  const today = (await occurrencesOf(ctx.app, registered.trainer.access, registered.clientId, TODAY, TODAY)).find((task) => task.type === 'workout')!;
  const done = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/client-app/tasks/${today.id}/completions`,
    headers: authHeader(registered.access),
    payload: { date: TODAY },
  });
  if (done.statusCode !== 201) throw new Error(`completion failed: ${done.body}`);
  return { ...registered, trainerAccess: registered.trainer.access, items, api, program, assignment: assignment! };
}

describe('POST /api/v1/programs/{id}/assignments', () => {
  it('assigns to 20 clients at once: one assignment each and its single-day tasks, in their agendas', async () => {
    const { api, items, clients, access } = await trainerWithLibrary(ctx.app, { clientCount: 20 });
    const program = (await api.create(twoWeeks(items))).json<Program>();
    const assignments = await assign(api, program.id, { clientIds: clients, startDate: TODAY });
    expect(assignments.map((assignment) => assignment.clientId)).toEqual(clients);
    expect(assignments[0]).toEqual({
      id: expect.any(Number),
      programId: program.id,
      programName: 'Fuerza 2 semanas',
      programArchived: false,
      clientId: clients[0],
      startDate: TODAY,
      alignToMonday: false,
      weeks: 2,
      endDate: '2026-03-15',
      currentWeek: 1,
      status: 'active',
      pausedDays: 0,
      endedAt: null,
      tasksTotal: 4,
      tasksDue: 2,
      tasksDone: 0,
      createdAt: ctx.clock.now().toISOString(),
    });
    expect(await taskCount()).toBe(80);
    const agenda = await occurrencesOf(ctx.app, access, clients[19]!, '2026-03-01', '2026-03-31');
    expect(agenda.map((task) => [task.date, task.type, task.itemId, task.recurrence, task.goal, task.durationMin, task.distanceKm])).toEqual([
      [TODAY, 'workout', items.workout.id, null, null, null, null],
      [TODAY, 'activity', items.activity.id, null, 'Suave', 30, 4.5],
      ['2026-03-04', 'form', items.form.id, null, null, null, null],
      ['2026-03-09', 'workout', items.workout.id, null, null, null, null],
    ]);
    expect((await api.assignments(clients[5]!)).json()).toEqual({ items: [assignments[5]] });
    expect((await api.get(program.id)).json()).toMatchObject({ activeAssignmentCount: 20 });
  });

  it("is all or none: one client of another business among 20 is 404 and nothing is created", async () => {
    const a = await trainerWithLibrary(ctx.app, { email: 'a@example.com', clientCount: 19 });
    const b = await trainerWithLibrary(ctx.app, { email: 'b@example.com' });
    const program = (await a.api.create(twoWeeks(a.items))).json<Program>();
    const response = await a.api.assign(program.id, { clientIds: [...a.clients.slice(0, 10), b.clients[0], ...a.clients.slice(10)], startDate: TODAY });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
    expect(await taskCount()).toBe(0);
    expect(await assignmentCount()).toBe(0);
  });

  it('starts today or later, on the chosen day or the first Monday from it', async () => {
    const { api, items, clients } = await trainerWithLibrary(ctx.app, { clientCount: 2 });
    const program = (await api.create(twoWeeks(items))).json<Program>();
    const past = await api.assign(program.id, { clientIds: clients, startDate: '2026-03-01' });
    expect(past.statusCode).toBe(400);
    expect(fieldErrors(past).startDate).toEqual([programMessages.startInPast]);
    const none = await api.assign(program.id, { clientIds: [], startDate: TODAY });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(programMessages.clientsRequired);

    // Wednesday 4 March: aligned, week 1 starts on Monday 9 March; not aligned, day 1 is that Wednesday.
    const [aligned] = await assign(api, program.id, { clientIds: [clients[0]], startDate: '2026-03-04', alignToMonday: true });
    expect(aligned).toMatchObject({ startDate: '2026-03-09', alignToMonday: true, endDate: '2026-03-22', status: 'upcoming', currentWeek: 1, tasksDue: 0 });
    const [plain] = await assign(api, program.id, { clientIds: [clients[1]], startDate: '2026-03-04' });
    expect(plain).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-17', status: 'upcoming' });

    ctx.clock.advanceDays(9); // Wednesday 11 March: week 1 of the aligned one, week 2 of the other.
    const [later] = (await api.assignments(clients[0]!)).json<{ items: ProgramAssignment[] }>().items;
    expect(later).toMatchObject({ status: 'active', currentWeek: 1, tasksDue: 3 });
    ctx.clock.advanceDays(14); // 25 March: both finished.
    expect((await api.assignments(clients[1]!)).json().items[0]).toMatchObject({ status: 'finished', currentWeek: 2, tasksDue: 4 });
  });

  it('refuses a program with no items (400)', async () => {
    const { api, items, clients } = await trainerWithLibrary(ctx.app, { clientCount: 1 });
    const empty = (await api.create(twoWeeks(items, { days: [] }))).json<Program>();
    const response = await api.assign(empty.id, { clientIds: clients, startDate: TODAY });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(programMessages.programEmpty);
  });

  it('refuses a deleted program (400) and a disabled client (409)', async () => {
    const { api, items, clients, access } = await trainerWithLibrary(ctx.app, { clientCount: 1 });
    const program = (await api.create(twoWeeks(items))).json<Program>();
    const disabled = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clients[0]}`, headers: authHeader(access), payload: { active: false } });
    expect(disabled.statusCode).toBe(200);
    expect((await api.assign(program.id, { clientIds: clients, startDate: TODAY })).statusCode).toBe(409);
    await api.remove(program.id);
    const archived = await api.assign(program.id, { clientIds: clients, startDate: TODAY });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe(programMessages.programArchived);
  });
});

describe('pause, end and remove', () => {
  it('pauses by N days: what is left from today moves, what was registered stays', async () => {
    const { api, trainerAccess, clientId, assignment } = await appClientOnProgram();
    const paused = await api.pause(assignment.id, { days: 7 });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ pausedDays: 7, endDate: '2026-03-22', tasksTotal: 4, tasksDue: 1, tasksDone: 1, status: 'active' });
    expect(await agendaOf(trainerAccess, clientId)).toEqual(['2026-03-02 workout ✓', '2026-03-09 activity', '2026-03-11 form', '2026-03-16 workout']);
    const tooLong = await api.pause(assignment.id, { days: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(programMessages.pauseDaysInvalid);
  });

  it('ends early: the tasks after today not registered go, today and what was done stay; no pause after', async () => {
    const { api, trainerAccess, clientId, assignment } = await appClientOnProgram();
    const ended = await api.end(assignment.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', endedAt: ctx.clock.now().toISOString(), tasksTotal: 2, tasksDone: 1 });
    expect(await agendaOf(trainerAccess, clientId)).toEqual(['2026-03-02 workout ✓', '2026-03-02 activity']);
    const again = await api.pause(assignment.id, { days: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ASSIGNMENT_NOT_ACTIVE', message: programMessages.assignmentNotActive });
    expect((await api.end(assignment.id)).statusCode).toBe(409);
    expect((await api.assignments(clientId)).json().items).toEqual([ended.json()]);
  });

  it('removes the assignment and its tasks; a registered task stays as a plain task', async () => {
    const { api, trainerAccess, clientId, assignment } = await appClientOnProgram();
    expect((await api.removeAssignment(assignment.id)).statusCode).toBe(204);
    expect(await agendaOf(trainerAccess, clientId)).toEqual(['2026-03-02 workout ✓']);
    expect((await api.assignments(clientId)).json()).toEqual({ items: [] });
    const [kept] = await ctx.app.db.select().from(tasks);
    expect(kept).toMatchObject({ programAssignmentId: null, date: TODAY });
    expect((await api.removeAssignment(assignment.id)).statusCode).toBe(404);
  });
});

describe('editing a program with assignments', () => {
  const newDays = (items: { workout: { id: number }; activity: { id: number }; form: { id: number } }) => [
    { week: 1, day: 1, items: [{ type: 'form', itemId: items.form.id }] },
    { week: 1, day: 2, items: [{ type: 'activity', itemId: items.activity.id, distanceKm: 3 }] },
    { week: 2, day: 2, items: [{ type: 'workout', itemId: items.workout.id }] },
  ];

  it('leaves assignments already made untouched without "aplicar"', async () => {
    const { api, trainerAccess, clientId, program, items } = await appClientOnProgram();
    const before = await agendaOf(trainerAccess, clientId);
    const saved = await api.patch(program.id, { days: newDays(items) });
    expect(saved.statusCode).toBe(200);
    expect(await agendaOf(trainerAccess, clientId)).toEqual(before);
  });

  it('with applyToActive rewrites the days after today; today and what was registered stay', async () => {
    const { api, trainerAccess, clientId, program, items, assignment } = await appClientOnProgram();
    const saved = await api.patch(program.id, { days: newDays(items), weeks: 3, applyToActive: true });
    expect(saved.statusCode).toBe(200);
    expect(await agendaOf(trainerAccess, clientId)).toEqual(['2026-03-02 workout ✓', '2026-03-02 activity', '2026-03-03 activity', '2026-03-10 workout']);
    const [after] = (await api.assignments(clientId)).json<{ items: ProgramAssignment[] }>().items;
    expect(after).toMatchObject({ id: assignment.id, weeks: 3, endDate: '2026-03-22', tasksTotal: 4, tasksDone: 1 });
    const occurrences: TaskOccurrence[] = await occurrencesOf(ctx.app, trainerAccess, clientId, '2026-03-03', '2026-03-03');
    expect(occurrences[0]).toMatchObject({ distanceKm: 3 });
  });
});

describe('isolation', () => {
  it("answers 404 for another business's client, assignment or program", async () => {
    const a = await trainerWithLibrary(ctx.app, { email: 'a@example.com', clientCount: 1 });
    const b = await trainerWithLibrary(ctx.app, { email: 'b@example.com', clientCount: 1 });
    const theirProgram = (await b.api.create(twoWeeks(b.items))).json<Program>();
    const [theirs] = await assign(b.api, theirProgram.id, { clientIds: b.clients, startDate: TODAY });
    const mine = (await a.api.create(twoWeeks(a.items))).json<Program>();
    for (const response of [
      await a.api.assignments(b.clients[0]!),
      await a.api.pause(theirs!.id, { days: 2 }),
      await a.api.end(theirs!.id),
      await a.api.removeAssignment(theirs!.id),
      await a.api.assign(mine.id, { clientIds: b.clients, startDate: TODAY }),
      await a.api.assign(theirProgram.id, { clientIds: a.clients, startDate: TODAY }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
    }
    expect((await b.api.assignments(b.clients[0]!)).json().items).toEqual([theirs]);
  });

  it("refuses a client's token on every assignment route (403)", async () => {
    const { access, clientId } = await appClientOnProgram();
    const api = programApi(ctx.app, access);
    for (const response of [
      await api.assignments(clientId),
      await api.assign(1, { clientIds: [clientId], startDate: TODAY }),
      await api.pause(1, { days: 1 }),
      await api.end(1),
      await api.removeAssignment(1),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
    }
  });
});

it('leaves nothing behind when a client or the whole business is removed', async () => {
  const { api, items, clients, access } = await trainerWithLibrary(ctx.app, { clientCount: 2 });
  const program = (await api.create(twoWeeks(items))).json<Program>();
  await assign(api, program.id, { clientIds: clients, startDate: TODAY });
  await ctx.app.db.delete(clientsTable).where(eq(clientsTable.id, clients[0]!));
  expect(await assignmentCount()).toBe(1);
  expect(await taskCount()).toBe(4);
  await ctx.app.db.delete(gyms).where(eq(gyms.id, decodeClaims(access).gym_id as number));
  expect(await assignmentCount()).toBe(0);
  expect(await taskCount()).toBe(0);
  expect(await ctx.app.db.select().from(programs).where(eq(programs.id, program.id))).toEqual([]);
});

it('counts the assignment in the tasks table only through the link (no parallel mechanism)', async () => {
  const { assignment } = await appClientOnProgram();
  const linked = await ctx.app.db.select({ total: count() }).from(tasks).where(eq(tasks.programAssignmentId, assignment.id));
  expect(linked[0]!.total).toBe(4);
});

describe('the app names the program of a task', () => {
  it("says the program and the week of each task's day (Fuerza 2 semanas · semana 2 de 2), and nothing for a task of no program", async () => {
    const { access, clientId, trainerAccess, items } = await appClientOnProgram();
    const single = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/tasks`,
      headers: authHeader(trainerAccess),
      payload: { type: 'activity', itemId: items.activity.id, date: TODAY },
    });
    expect(single.statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/tasks?from=2026-03-01&to=2026-03-31', headers: authHeader(access) });
    expect(list.statusCode).toBe(200);
    const byDate = list.json<{ items: Array<{ date: string; id: number; program: unknown }> }>().items;
    expect(byDate.find((task) => task.id === single.json<{ id: number }>().id)!.program).toBeNull();
    const ofProgram = byDate.filter((task) => task.program !== null);
    expect(ofProgram.length).toBeGreaterThan(1);
    for (const task of ofProgram) {
      const week = task.date < '2026-03-09' ? 1 : 2;
      expect([task.date, task.program]).toEqual([task.date, { name: 'Fuerza 2 semanas', week, weeks: 2 }]);
    }
  });
});

describe("a trainer's scope in the domain functions", () => {
  it("reaches only the trainer's clients' assignments; counts and rewrites only those", async () => {
    // The administrator's client Ana and Laura's (CO) client Bruno both follow Laura's program.
    const { access, clients: [ana], api, items } = await trainerWithLibrary(ctx.app);
    const gymId = Number(decodeClaims(access).gym_id);
    const laura = await joinedMember(ctx.app, access, { email: 'laura@example.com', firstName: 'Laura' });
    const bruno = (await createClientAs(ctx.app, laura.access, { firstName: 'Bruno', lastName: 'Díaz' })).id;
    const lauras = (await programApi(ctx.app, laura.access).create(twoWeeks(items, { name: 'De Laura' }))).json<Program>();
    const [anas] = await assign(api, lauras.id, { clientIds: [ana], startDate: TODAY });
    await assign(programApi(ctx.app, laura.access), lauras.id, { clientIds: [bruno], startDate: TODAY });

    const deps = { db: ctx.app.db, now: ctx.app.now };
    const scope: Scope = { gymId, userId: laura.id, role: 'CO' };
    const admin: Scope = { gymId, userId: Number(decodeClaims(access).id), role: 'AD' };
    const notFound = { statusCode: 404, code: 'NOT_FOUND' };
    const input = { clientIds: [ana!], startDate: TODAY, alignToMonday: false };
    await expect(assignProgram(deps, scope, lauras.id, input)).rejects.toMatchObject(notFound);
    await expect(clientAssignments(deps, scope, ana!)).rejects.toMatchObject(notFound);
    await expect(pauseAssignment(deps, scope, anas!.id, { days: 3 })).rejects.toMatchObject(notFound);
    await expect(endAssignment(deps, scope, anas!.id)).rejects.toMatchObject(notFound);
    await expect(removeAssignment(deps, scope, anas!.id)).rejects.toMatchObject(notFound);

    const row = (await ctx.app.db.select().from(programs).where(eq(programs.id, lauras.id)))[0]!;
    expect((await presentProgram(deps, scope, row)).activeAssignmentCount).toBe(1);
    expect((await presentProgram(deps, admin, row)).activeAssignmentCount).toBe(2);
    // "Aplicar a las asignaciones activas" from Laura changes her client's plan, not the administrator's client's.
    await updateProgram(deps, scope, lauras.id, { weeks: 3, applyToActive: true });
    const weeks = async (clientId: number) => (await clientAssignments(deps, admin, clientId)).map((assignment) => assignment.weeks);
    expect({ ana: await weeks(ana!), bruno: await weeks(bruno) }).toEqual({ ana: [2], bruno: [3] });
  });
});
