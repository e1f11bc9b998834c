import type { Dashboard } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { clientAdherence, clients, gyms, taskCompletions, tasks } from '../../db/schema';
import { authHeader, createClientAs, decodeClaims, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { addDays } from '../agenda/recurrence/calendar-days';
import { createTaskAs, libraryOf } from '../agenda/tasks/task-test-helpers';
import { LONG_TOKENS } from '../billing/billing-test-helpers';

const ctx = setupApiTests({ env: LONG_TOKENS });

// The test clock starts on Monday 2 March 2026 in Buenos Aires; a month later the windows are full.
const START = '2026-03-02';
const TODAY = '2026-04-01';

/** Moves the test clock to 09:00 in Buenos Aires of that day. */
const setToday = (day: string) => ctx.clock.advance(new Date(`${day}T12:00:00Z`).getTime() - ctx.clock.now().getTime());

/**
 * A business whose clients walk every day since 2 March: José stopped a week ago, Pedro does one day in
 * two since then, Ana never missed, Marta stopped too but is disabled, Luis did a little all along.
 */
async function business() {
  const trainer = await signedInTrainer(ctx.app);
  const gymId = decodeClaims(trainer.access).gym_id as number;
  await setTrialEnd(ctx.app, gymId, null);
  const items = await libraryOf(ctx.app, trainer.access);
  const days = Array.from({ length: 30 }, (_, i) => addDays(START, i)); // 2–31 March
  const lastWeek = (day: string) => day >= addDays(TODAY, -7);
  const plans: Record<string, (day: string, index: number) => boolean> = {
    José: (day) => !lastWeek(day),
    Pedro: (day, index) => !lastWeek(day) || index % 2 === 0,
    Ana: () => true,
    Marta: (day) => !lastWeek(day),
    Luis: (_, index) => index % 3 === 0,
  };
  const ids: Record<string, number> = {};
  for (const [name, done] of Object.entries(plans)) {
    const client = await createClientAs(ctx.app, trainer.access, { firstName: name, lastName: 'Pérez' });
    ids[name] = client.id;
    const task = await createTaskAs(ctx.app, trainer.access, client.id, { type: 'activity', itemId: items.activity.id, date: START, recurrence: 'FREQ=DAILY;COUNT=60' });
    const registered = days.filter((day, index) => done(day, index));
    if (registered.length > 0) {
      await ctx.app.db.insert(taskCompletions).values(registered.map((occurrence) => ({ gymId, taskId: task.id, clientId: client.id, occurrence, completedAt: new Date(`${occurrence}T20:00:00Z`) })));
    }
  }
  await ctx.app.db.update(clients).set({ active: false }).where(eq(clients.id, ids.Marta!));
  setToday(TODAY);
  return { trainer, ids };
}

it('lists the enabled clients whose 7-day adherence fell 20 points or more below their 30-day one, the largest drop first', async () => {
  const { trainer, ids } = await business();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(trainer.access) });
  expect(response.statusCode).toBe(200);
  // José: 23 of 30, none of the last 7 (77 → 0). Pedro: 23 + 3 of the last 7 (the 26th, 28th and
  // 30th): 43 against 87. Ana: 100 both. Luis: about a third both (29, 33). Marta: disabled.
  expect(response.json<Dashboard>().needsAttention).toEqual({
    items: [
      { clientId: ids.José, firstName: 'José', lastName: 'Pérez', d7: 0, d30: 77 },
      { clientId: ids.Pedro, firstName: 'Pedro', lastName: 'Pérez', d7: 43, d30: 87 },
    ],
    total: 2,
  });
  // The business's figure: the four enabled clients' own, each counting the same ((0 + 43 + 100 + 29) / 4 and (77 + 87 + 100 + 33) / 4).
  expect(response.json<Dashboard>().adherence).toEqual({ d7: 43, d30: 74, clients: 4 });

  // José registers last week late, and Pedro is removed: the kept figures follow at the next read.
  const [joseTask] = await ctx.app.db.select({ id: tasks.id, gymId: tasks.gymId }).from(tasks).where(eq(tasks.clientId, ids.José!));
  const lastWeek = Array.from({ length: 7 }, (_, i) => addDays(TODAY, i - 7));
  await ctx.app.db.insert(taskCompletions).values(lastWeek.map((occurrence) => ({ gymId: joseTask!.gymId, taskId: joseTask!.id, clientId: ids.José!, occurrence })));
  await ctx.app.db.delete(clients).where(eq(clients.id, ids.Pedro!));
  const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(trainer.access) });
  expect(after.json<Dashboard>().needsAttention).toEqual({ items: [], total: 0 });
});

it('carries each listed client’s 7- and 30-day adherence, sorts by them and filters those below a figure', async () => {
  const { trainer, ids } = await business();
  type Item = { id: number; firstName: string; adherence: { d7: number | null; d30: number | null } };
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients${query}`, headers: authHeader(trainer.access) });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return response.json<{ items: Item[]; total: number }>();
  };
  const byName = await list('?sort=name&adherence=true');
  // Without asking, the list stays as it was (its answers are kept while the clients do not change).
  expect((await list('?sort=name')).items[0]).not.toHaveProperty('adherence');
  expect(byName.items.find((item) => item.id === ids.Ana)!.adherence).toEqual({ d7: 100, d30: 100 });
  expect(byName.items.find((item) => item.id === ids.José)!.adherence).toEqual({ d7: 0, d30: 77 });

  const worstWeek = await list('?sort=adherence7');
  // The sample client has nothing due: last either way.
  expect(worstWeek.items.map((item) => item.firstName)).toEqual(['José', 'Marta', 'Luis', 'Pedro', 'Ana', 'Cliente']);
  const bestMonth = await list('?sort=-adherence30');
  expect(bestMonth.items.map((item) => item.firstName)).toEqual(['Ana', 'Pedro', 'José', 'Marta', 'Luis', 'Cliente']);

  // On the 30-day figure: only Luis (33); with the week's order, José (77) joins under 80.
  const below = await list('?adherenceBelow=50');
  expect(below.items.map((item) => item.firstName)).toEqual(['Luis']);
  expect(below.total).toBe(1);
  const page = await list('?adherenceBelow=80&status=active&sort=adherence7&pageSize=1&page=2');
  expect(page.items.map((item) => item.firstName)).toEqual(['Luis']);
  expect(page.total).toBe(2);
  const badRequest = await ctx.app.inject({ method: 'GET', url: '/api/v1/clients?adherenceBelow=101', headers: authHeader(trainer.access) });
  expect(badRequest.statusCode).toBe(400);
});

it('leaves nothing behind when a client or the whole business is removed', async () => {
  const { trainer, ids } = await business();
  expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/clients?sort=adherence7', headers: authHeader(trainer.access) })).statusCode).toBe(200);
  await ctx.app.db.delete(clients).where(eq(clients.id, ids.Ana!));
  expect(await ctx.app.db.select().from(clientAdherence).where(eq(clientAdherence.clientId, ids.Ana!))).toEqual([]);
  const gymId = decodeClaims(trainer.access).gym_id as number;
  await ctx.app.db.delete(gyms).where(eq(gyms.id, gymId));
  expect(await ctx.app.db.select().from(clientAdherence)).toEqual([]);
  expect(await ctx.app.db.select().from(tasks)).toEqual([]);
});
