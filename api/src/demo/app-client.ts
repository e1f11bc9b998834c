import { formCreateSchema, taskCompletionCreateSchema, taskCreateSchema, type SeriesResultInput } from '@coach/shared/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, workouts } from '../db/schema';
import { createCompletion } from '../modules/agenda/client-app/completions';
import { addDays } from '../modules/agenda/recurrence/calendar-days';
import { wallClockToInstant } from '../modules/agenda/recurrence/wall-clock';
import { createTaskOfGym } from '../modules/agenda/tasks/tasks';
import { createFormOfGym } from '../modules/library/forms/forms';

/*
 * The demo's client in the app (DEMO_APP_CREDENTIALS): a day with something of each kind to do (a walk,
 * a strength day with several series, a check-in form with the six kinds of question), what comes in
 * the next days, and a strength day done two days ago with each series reported. Written through the
 * library's and the agenda's own functions, as the trainer and the client would have.
 */

/** The id the app generated for the past registration (fixed: the demo is deterministic). */
export const DEMO_APP_COMPLETION_ID = '6d3e1c2a-5b4f-4a7e-9c8d-1f2e3a4b5c6d';

const CHECK_IN = formCreateSchema.parse({
  name: 'Check-in de la app',
  description: 'Dos minutos para contarnos cómo venís. Lo leemos antes de la próxima clase.',
  questions: [
    { type: 'text', title: '¿Cómo te sentiste esta semana?', required: true, minLength: 5, maxLength: 300 },
    { type: 'number', title: 'Peso de hoy (kg)', min: 30, max: 250 },
    { type: 'date', title: '¿Cuándo fue tu último control médico?' },
    { type: 'select', title: '¿Qué días pudiste entrenar?', multiple: true, options: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] },
    { type: 'boolean', title: '¿Dormiste al menos 7 horas casi todas las noches?' },
    { type: 'rating', title: 'Tu energía, del 1 al 5', required: true },
  ],
});

export async function seedDemoAppClient(
  db: Db,
  { gymId, trainerId, clientId, timeZone, today, strengthA, strengthB }: {
    gymId: number;
    trainerId: number;
    clientId: number;
    timeZone: string;
    today: string;
    /** The studio's strength days (demo/library.ts). */
    strengthA: number;
    strengthB: number;
  },
): Promise<{ tasks: number; completions: number }> {
  const at = (date: string, time: string) => wallClockToInstant(`${date}T${time}`, timeZone);
  const productActivities = await db
    .select({ id: activities.id, key: activities.productKey })
    .from(activities)
    .where(and(isNull(activities.gymId), inArray(activities.productKey, ['caminar', 'correr', 'yoga'])));
  const activity = (key: string) => productActivities.find((row) => row.key === key)?.id;
  const form = await createFormOfGym({ db, now: () => at(addDays(today, -10), '20:00') }, gymId, trainerId, CHECK_IN);

  const plans = [
    { date: addDays(today, -2), type: 'workout', itemId: strengthB, goal: 'Técnica antes que peso' },
    { date: today, type: 'activity', itemId: activity('caminar'), durationMin: 40, distanceKm: 4, goal: 'A paso ligero' },
    { date: today, type: 'workout', itemId: strengthA, goal: 'Dejá 2 repeticiones en reserva' },
    { date: today, type: 'form', itemId: form.id, endDate: addDays(today, 3) },
    { date: addDays(today, 1), type: 'activity', itemId: activity('correr'), durationMin: 35, distanceKm: 5, goal: 'Ritmo cómodo, que puedas charlar' },
    { date: addDays(today, 2), type: 'workout', itemId: strengthB },
    { date: addDays(today, 4), type: 'activity', itemId: activity('yoga'), durationMin: 45 },
    { date: addDays(today, 5), type: 'workout', itemId: strengthA },
  ] as const;
  const created = [];
  for (const plan of plans) {
    if (plan.itemId === undefined) continue;
    const input = taskCreateSchema.parse({ recurrence: null, endDate: null, goal: null, durationMin: null, distanceKm: null, ...plan });
    // Each as if written the morning of its first day (or today for those still to come).
    const writtenOn = plan.date < today ? plan.date : today;
    created.push(await createTaskOfGym({ db, now: () => at(writtenOn, '07:30') }, gymId, trainerId, clientId, input));
  }

  // Two days ago: strength B done, every series reported (the last ones a bit under what was asked).
  const [pastTask] = created;
  const [workout] = await db.select({ groups: workouts.groups }).from(workouts).where(eq(workouts.id, strengthB));
  const results: SeriesResultInput[] = [];
  workout?.groups.forEach((group, groupIndex) =>
    group.exercises.forEach((exercise, exerciseIndex) =>
      exercise.series.forEach((series, seriesIndex) => {
        const last = seriesIndex === exercise.series.length - 1;
        results.push({
          groupIndex,
          exerciseIndex,
          seriesIndex,
          reps: series.reps == null ? null : series.reps - (last ? 2 : 0),
          weightKg: series.weightKg ?? null,
          seconds: series.seconds ?? null,
        });
      }),
    ),
  );
  const past = addDays(today, -2);
  await createCompletion({ db, now: () => at(past, '19:40') }, gymId, clientId, pastTask!.id, taskCompletionCreateSchema.parse({
    id: DEMO_APP_COMPLETION_ID,
    date: past,
    durationMin: 55,
    feedback: { mood: 'very_good', enjoyment: 'a_lot', comment: 'En las últimas series del peso muerto me quedé corta, pero con buena técnica' },
    results,
  }));
  return { tasks: created.length, completions: 1 };
}
