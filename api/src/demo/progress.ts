import { measurementCreateSchema, taskCompletionCreateSchema, taskCreateSchema, type SeriesResultInput } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, workouts } from '../db/schema';
import { createCompletion } from '../modules/agenda/client-app/completions';
import { addDays } from '../modules/agenda/recurrence/calendar-days';
import { occurrencesBetween } from '../modules/agenda/recurrence/series';
import { wallClockToInstant } from '../modules/agenda/recurrence/wall-clock';
import { createTaskOfGym } from '../modules/agenda/tasks/tasks';
import { createMeasurement } from '../modules/progress/measurements';
import type { Random } from './random';

/*
 * Progress worth looking at for a few clients (issue 26): a five-month strength block before this
 * month's tasks (the studio's strength days A and B, twice a week) with every series reported and the
 * loads going up, so history and records have something to show; a weighing every week or two with the
 * waist and body fat now and then; and one client who stopped registering this last week (a daily walk
 * done for three weeks, then nothing), so "Necesitan atención" shows someone. Written through the
 * agenda's and the measurements' own functions, as the trainer and the clients would have.
 */

export interface DemoProgressClient {
  id: number;
  weightKg: number;
}

const WEEKS = 20;

/** Kilograms as a gym loads them: steps of 2.5. */
const plates = (kg: number) => Math.max(2.5, Math.round(kg / 2.5) * 2.5);

export async function seedDemoProgress(
  db: Db,
  random: Random,
  { gymId, trainerId, timeZone, today, clients, strengthA, strengthB, droppingOff }: {
    gymId: number;
    trainerId: number;
    timeZone: string;
    today: string;
    /** Those with a strength block and measurements (the app's client among them). */
    clients: DemoProgressClient[];
    strengthA: number;
    strengthB: number;
    /** The one who stopped registering a week ago. */
    droppingOff?: number;
  },
): Promise<{ tasks: number; completions: number; measurements: number }> {
  const at = (date: string, time: string) => wallClockToInstant(`${date}T${time}`, timeZone);
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  const blockStart = addDays(today, -7 * (WEEKS + 2) - ((weekday(today) + 6) % 7));
  // Over two weeks before today: this month's agenda is the other tasks'.
  const blockEnd = addDays(today, -15);
  const groupsOf = new Map<number, (typeof workouts.$inferSelect)['groups']>();
  for (const id of [strengthA, strengthB]) {
    const [row] = await db.select({ groups: workouts.groups }).from(workouts).where(eq(workouts.id, id));
    groupsOf.set(id, row?.groups ?? []);
  }
  let tasks = 0;
  let completions = 0;
  let measurements = 0;

  for (const [n, client] of clients.entries()) {
    // Stronger or weaker than the workout's loads, and how much each one improves over the block.
    const strength = 0.8 + 0.1 * (n % 3);
    const gain = 0.2 + 0.05 * n;
    for (const [workoutId, day] of [
      [strengthA, 'MO'],
      [strengthB, 'TH'],
    ] as const) {
      const first = addDays(blockStart, day === 'MO' ? 0 : 3);
      const rule = `FREQ=WEEKLY;BYDAY=${day};UNTIL=${blockEnd.replaceAll('-', '')}`;
      const input = taskCreateSchema.parse({ type: 'workout', itemId: workoutId, date: first, endDate: null, recurrence: rule, goal: 'Subir las cargas de a poco', durationMin: null, distanceKm: null });
      const task = await createTaskOfGym({ db, now: () => at(first, '07:30') }, gymId, trainerId, client.id, input);
      tasks += 1;
      const days = occurrencesBetween(first, rule, first, blockEnd);
      for (const [session, date] of days.entries()) {
        if (!random.chance(0.9)) continue;
        const progress = strength * (1 + (gain * session) / Math.max(1, days.length - 1));
        const results: SeriesResultInput[] = [];
        groupsOf.get(workoutId)!.forEach((group, groupIndex) =>
          group.exercises.forEach((exercise, exerciseIndex) =>
            exercise.series.forEach((series, seriesIndex) => {
              const tired = seriesIndex === exercise.series.length - 1 && random.chance(0.4);
              results.push({
                groupIndex,
                exerciseIndex,
                seriesIndex,
                reps: series.reps == null ? null : Math.max(1, series.reps + (tired ? -1 : random.chance(0.25) ? 1 : 0)),
                weightKg: series.weightKg == null ? null : plates(series.weightKg * progress),
                seconds: series.seconds == null ? null : Math.round(series.seconds * progress),
              });
            }),
          ),
        );
        const completion = taskCompletionCreateSchema.parse({ date, durationMin: random.int(50, 65), results });
        await createCompletion({ db, now: () => at(date, '19:30') }, gymId, client.id, task.id, completion);
        completions += 1;
      }
    }

    // A weighing every week or two, the weight going down slowly; the waist and body fat every month.
    let weight = client.weightKg + 3 + random.int(0, 3);
    for (let date = blockStart; date < today; date = addDays(date, random.pick([7, 7, 14]))) {
      weight -= 0.15 + random.next() * 0.25;
      const monthly = measurements % 4 === 0;
      const input = measurementCreateSchema.parse({
        date,
        weightKg: Math.round(weight * 10) / 10,
        waistCm: monthly ? Math.round((weight * 1.05 + random.next()) * 10) / 10 : undefined,
        bodyFatPct: monthly ? Math.round((18 + (weight - client.weightKg) * 0.6 + random.next()) * 10) / 10 : undefined,
        note: monthly ? 'En ayunas, a la mañana' : undefined,
      });
      // The client weighs in from the app; the trainer measures the waist in the monthly check.
      const writer = monthly ? ({ kind: 'trainer', userId: trainerId } as const) : ({ kind: 'client' } as const);
      await createMeasurement({ db, now: () => at(date, '08:10') }, gymId, client.id, writer, input);
      measurements += 1;
    }
  }

  // The one dropping off: a daily walk for the last month, done until a week ago.
  if (droppingOff !== undefined) {
    const [walk] = await db.select({ id: activities.id }).from(activities).where(eq(activities.productKey, 'caminar')).limit(1);
    if (walk) {
      const first = addDays(today, -30);
      const input = taskCreateSchema.parse({ type: 'activity', itemId: walk.id, date: first, endDate: null, recurrence: 'FREQ=DAILY;COUNT=45', goal: '30 minutos a paso ligero', durationMin: 30, distanceKm: null });
      const task = await createTaskOfGym({ db, now: () => at(first, '07:30') }, gymId, trainerId, droppingOff, input);
      tasks += 1;
      for (let date = first; date < addDays(today, -8); date = addDays(date, 1)) {
        if (!random.chance(0.9)) continue;
        await createCompletion({ db, now: () => at(date, '20:00') }, gymId, droppingOff, task.id, taskCompletionCreateSchema.parse({ date, durationMin: random.int(25, 40) }));
        completions += 1;
      }
    }
  }
  return { tasks, completions, measurements };
}
