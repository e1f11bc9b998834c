import type { Agenda, AgendaEvent, AgendaTask, ClientSubscription, PaymentList, Program, ProgramAssignment } from '@coach/shared/contracts';
import { RRule } from 'rrule';
import { authHeader } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { libraryOf } from '../agenda/tasks/task-test-helpers';
import { billingApi, LONG_TOKENS, trainerWithClient } from '../billing/billing-test-helpers';
import { programApi, twoWeeks } from '../programs/program-test-helpers';
import { exportedZip, unzip } from './export-test-helpers';
import type { EventOccurrenceChange, TaskOccurrenceChange } from './occurrence-changes';

/*
 * A business rebuilt from its ZIP alone must be the business: its agenda month by month (series
 * expanded by the rrule library from the exported rules, with their one-day changes applied), and
 * its subscriptions, payments, programs and program assignments as the API answers them.
 */

const ctx = setupApiTests({ env: LONG_TOKENS });

type ExportedEvent = AgendaEvent & { changes: EventOccurrenceChange[] };
type ExportedTask = AgendaTask & { changes: TaskOccurrenceChange[] };

const MONTHS: Array<[string, string]> = [
  ['2026-03-01', '2026-03-31'],
  ['2026-04-01', '2026-04-30'],
  ['2026-05-01', '2026-05-31'],
];

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days a series puts its occurrences on (their original days), within a generous window around the month. */
function seriesDays(firstDay: string, rule: string | null, from: string, to: string): string[] {
  if (!rule) return [firstDay];
  const options = RRule.parseString(rule);
  const series = new RRule({ ...options, dtstart: new Date(`${firstDay}T00:00:00Z`) });
  return series.between(new Date(`${shiftDay(from, -120)}T00:00:00Z`), new Date(`${shiftDay(to, 120)}T23:59:59Z`), true).map((day) => day.toISOString().slice(0, 10));
}

const minutesBetween = (start: string, end: string) => (Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`)) / 60_000;
const plusMinutes = (wallClock: string, minutes: number) => new Date(Date.parse(`${wallClock}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/** What the agenda shows of the exported events between two days: one line per occurrence. */
function rebuiltEvents(events: ExportedEvent[], from: string, to: string): string[] {
  return events.flatMap((event) => {
    const length = minutesBetween(event.start, event.end);
    const time = event.start.slice(10);
    return seriesDays(event.start.slice(0, 10), event.recurrence, from, to).flatMap((occurrence) => {
      const change = event.changes.find((each) => each.occurrence === occurrence);
      if (change?.cancelled) return [];
      const start = change?.start ?? `${occurrence}${time}`;
      const end = change?.end ?? plusMinutes(start, length);
      const description = change?.description == null ? event.description : change.description === '' ? null : change.description;
      if (start.slice(0, 10) < from || start.slice(0, 10) > to) return [];
      return [`event ${event.id} ${occurrence} ${start}–${end} ${change?.title ?? event.title} (${description ?? '-'})`];
    });
  });
}

/** The same for the exported tasks. */
function rebuiltTasks(tasks: ExportedTask[], from: string, to: string): string[] {
  return tasks.flatMap((task) =>
    seriesDays(task.date, task.recurrence, from, to).flatMap((occurrence) => {
      const change = task.changes.find((each) => each.occurrence === occurrence);
      if (change?.cancelled) return [];
      const date = change?.date ?? occurrence;
      if (date < from || date > to) return [];
      const goal = change?.goal ?? task.goal;
      return [`task ${task.id} ${occurrence} ${date}${task.endDate ? `..${task.endDate}` : ''} ${task.itemName} (${goal ?? '-'})`];
    }),
  );
}

/** The same lines from GET /api/v1/agenda. */
function agendaLines(agenda: Agenda): string[] {
  return agenda.items.map((item) =>
    item.kind === 'event'
      ? `event ${item.id} ${item.occurrence} ${item.start}–${item.end} ${item.title} (${item.description ?? '-'})`
      : `task ${item.id} ${item.occurrence} ${item.date}${item.endDate ? `..${item.endDate}` : ''} ${item.itemName} (${item.goal ?? '-'})`,
  );
}

describe('a business rebuilt from its ZIP', () => {
  it('has the agenda month by month, the subscriptions, payments, programs and assignments the API answers', async () => {
    const { access, clientId } = await trainerWithClient(ctx.app);
    const headers = authHeader(access);
    const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<T> => {
      const response = await ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return (response.body ? response.json() : null) as T;
    };

    // A weekly class with one day renamed, one moved, one removed and one without its description.
    const weekly = await call<AgendaEvent>('POST', '/events', {
      title: 'Funcional',
      description: 'Traer colchoneta',
      start: '2026-03-04T07:00',
      end: '2026-03-04T08:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=10',
    });
    await call('PATCH', `/events/${weekly.id}?scope=this&occurrence=2026-03-11`, { title: 'Funcional especial' });
    await call('PATCH', `/events/${weekly.id}?scope=this&occurrence=2026-03-18`, { start: '2026-03-19T09:00', end: '2026-03-19T10:30' });
    await call('DELETE', `/events/${weekly.id}?scope=this&occurrence=2026-03-25`);
    await call('PATCH', `/events/${weekly.id}?scope=this&occurrence=2026-04-01`, { description: null });
    // Moved across the months' edge.
    await call('PATCH', `/events/${weekly.id}?scope=this&occurrence=2026-04-29`, { start: '2026-05-01T07:00', end: '2026-05-01T08:00' });
    await call('POST', '/events', { title: 'Reunión', start: '2026-03-06T10:00', end: '2026-03-06T11:00' });

    // A task every three days with a day's goal changed, one moved and one removed; a form to answer within days; a program.
    const items = await libraryOf(ctx.app, access);
    const series = await call<AgendaTask>('POST', `/clients/${clientId}/tasks`, {
      type: 'activity',
      itemId: items.activity.id,
      date: '2026-03-03',
      recurrence: 'FREQ=DAILY;INTERVAL=3;COUNT=15',
      goal: 'Suave',
    });
    await call('PATCH', `/tasks/${series.id}?scope=this&occurrence=2026-03-06`, { goal: 'Fuerte' });
    await call('PATCH', `/tasks/${series.id}?scope=this&occurrence=2026-03-09`, { date: '2026-03-10' });
    await call('DELETE', `/tasks/${series.id}?scope=this&occurrence=2026-03-12`);
    await call('POST', `/clients/${clientId}/tasks`, { type: 'form', itemId: items.form.id, date: '2026-03-05', endDate: '2026-03-08' });
    const program = (await programApi(ctx.app, access).create(twoWeeks(items))).json<Program>();
    await call('POST', `/programs/${program.id}/assignments`, { clientIds: [clientId], startDate: '2026-03-09' });

    // Billing: a plan ended and another one after it, with a payment.
    const billing = billingApi(ctx.app, access);
    const monthly = await billing.createPlan({ name: 'Mensual', amount: 2_000_000 });
    const first = await billing.assign(clientId, monthly.id, '2026-01-02', '2026-02-01');
    expect(first.current).toBeNull();
    const second = await billing.assign(clientId, monthly.id, '2026-02-02');
    expect((await billing.pay(second.periods.at(-1)!.id, { amount: 500_000, concept: 'Seña' })).statusCode).toBe(201);

    const files = await unzip(await exportedZip(ctx.app, access));
    const json = <T>(name: string): T => JSON.parse(files.get(name)!) as T;
    const events = json<ExportedEvent[]>('agenda/eventos.json');
    const tasks = json<ExportedTask[]>('agenda/tareas.json');

    for (const [from, to] of MONTHS) {
      const agenda = await call<Agenda>('GET', `/agenda?from=${from}&to=${to}`);
      const rebuilt = [...rebuiltEvents(events, from, to), ...rebuiltTasks(tasks, from, to)].sort();
      expect({ month: from, occurrences: rebuilt }).toEqual({ month: from, occurrences: agendaLines(agenda).sort() });
    }
    // The changes made are all there (so the comparison above had something to compare).
    expect(events.find((event) => event.id === weekly.id)!.changes.map((change) => change.occurrence)).toEqual(['2026-03-11', '2026-03-18', '2026-03-25', '2026-04-01', '2026-04-29']);

    const subscriptions = json<Array<ClientSubscription & { subscriptions: Array<{ startDate: string; endDate: string | null }> }>>('cobros/suscripciones.json');
    const { subscriptions: history, ...answer } = subscriptions.find((each) => each.periods[0]?.payments !== undefined)!;
    expect(answer).toEqual(await call<ClientSubscription>('GET', `/clients/${clientId}/subscription`));
    expect(history.map((each) => [each.startDate, each.endDate])).toEqual([
      ['2026-01-02', '2026-02-01'],
      ['2026-02-02', null],
    ]);
    expect(json('cobros/pagos.json')).toEqual((await call<PaymentList>('GET', '/payments?pageSize=100')).items);
    expect(json('agenda/programas-asignados.json')).toEqual((await call<{ items: ProgramAssignment[] }>('GET', `/clients/${clientId}/program-assignments`)).items);
    expect(json('biblioteca/programas.json')).toEqual([await call<Program>('GET', `/programs/${program.id}`)]);
  });
});
