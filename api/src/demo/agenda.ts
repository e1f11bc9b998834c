import { eventCreateSchema, taskCompletionCreateSchema, taskCreateSchema, type EventColor, type FormAnswer, type FormQuestion, type TaskType } from '@coach/shared/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, forms, workouts } from '../db/schema';
import { createCompletion } from '../modules/agenda/client-app/completions';
import { createEventOfGym } from '../modules/agenda/events/events';
import { addDays } from '../modules/agenda/recurrence/calendar-days';
import { occurrencesBetween } from '../modules/agenda/recurrence/series';
import { wallClockToInstant } from '../modules/agenda/recurrence/wall-clock';
import { createTaskOfGym } from '../modules/agenda/tasks/tasks';
import type { Random } from './random';

/*
 * This month's agenda: the studio's events (group classes that repeat, an evaluation day, a talk) and
 * the clients' recurring tasks from the product library (workouts, activities, forms) and the studio's
 * own workouts, created through
 * the agenda's own functions as if each was written on its first day, and the completions the clients
 * registered since, with feedback and answered forms.
 */

export interface DemoAgendaClient {
  id: number;
  weightKg: number;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The Monday on or before `date`. */
const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

interface EventPlan {
  title: string;
  description?: string;
  day: string;
  from: string;
  to: string;
  color: EventColor;
  allDay?: boolean;
  recurrence?: string;
}

function eventPlans(today: string): EventPlan[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const seriesStart = mondayOf(addDays(monthStart, -28));
  const inMonth = (day: number) => `${today.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return [
    { title: 'Clase grupal funcional', description: 'Circuito funcional para todos los niveles. Traer toalla y botella de agua.', day: seriesStart, from: '19:00', to: '20:00', color: 'green', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' },
    { title: 'Funcional de la mañana', description: 'Grupo reducido, máximo 8 personas.', day: addDays(seriesStart, 1), from: '08:00', to: '09:00', color: 'teal', recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH' },
    { title: 'Salida de running en los Bosques de Palermo', description: 'Encuentro en el Planetario. Ritmo suave, 5 a 8 km.', day: addDays(seriesStart, 5), from: '08:30', to: '10:00', color: 'orange', recurrence: 'FREQ=WEEKLY;BYDAY=SA' },
    { title: 'Pago del alquiler del estudio', day: inMonth(10), from: '00:00', to: '00:00', color: 'yellow', allDay: true, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=10' },
    { title: 'Evaluaciones físicas', description: 'Test de fuerza, movilidad y medidas para los que empezaron este mes.', day: inMonth(12), from: '10:00', to: '13:00', color: 'blue' },
    { title: 'Charla con la nutricionista', description: 'Alimentación para entrenar mejor. Abierta a todos los alumnos.', day: inMonth(17), from: '18:30', to: '19:30', color: 'purple' },
    { title: 'Taller de movilidad y elongación', day: inMonth(24), from: '11:00', to: '12:30', color: 'pink' },
    { title: 'Mantenimiento de máquinas: estudio cerrado', day: inMonth(27), from: '00:00', to: '00:00', color: 'red', allDay: true },
  ];
}

const COMMENTS = [
  'Me costó la última serie',
  'Muy buena la rutina, la sentí en las piernas',
  'Hoy vine con poca energía, dormí mal',
  'Subí el peso en sentadilla, me sentí fuerte',
  'Me molestó un poco el hombro en el press, lo hice más liviano',
  'Excelente, terminé entero',
  'Las planchas me siguen costando',
  'Pude hacer todas las dominadas con banda',
  'Mucho calor hoy, paré a tomar agua varias veces',
  'Me encantó el circuito',
  'Lo hice en casa con mancuernas más livianas',
  'Llegué justo y no hice bien la entrada en calor',
] as const;
const MOODS = ['normal', 'very_good', 'very_good', 'amazing'] as const;
const ENJOYMENTS = ['not_much', 'yes', 'yes', 'a_lot', 'a_lot'] as const;

const TEXTS: Record<string, readonly string[]> = {
  dolor: ['Un poco de dolor en la rodilla derecha al bajar escaleras', 'Molestia en la zona lumbar después del partido del sábado'],
  entrenador: ['Todo bien, con ganas de seguir', 'Esta semana tuve mucho trabajo, la próxima vengo más', 'Me gustaría sumar más ejercicios de core'],
  mejorar: ['Más horarios a la mañana', 'Que haya más clases los sábados', 'Nada, estoy muy conforme'],
  medicamentos: ['Ninguno'],
  observaciones: ['Medido a la mañana, en ayunas', 'Me noto más firme en la cintura'],
};

/** Believable answers to a numeric form question, by a word of its title: [word, min, max]. */
const MEASURE_RANGES: ReadonlyArray<readonly [string, number, number]> = [
  ['horas', 6, 8],
  ['cintura', 70, 96],
  ['cadera', 92, 110],
  ['pecho', 86, 108],
  ['brazo', 27, 37],
  ['muslo', 50, 62],
];

/** A believable answer to one of the product forms' questions (null: skipped). */
function answerFor(random: Random, question: FormQuestion, client: DemoAgendaClient, date: string): FormAnswer {
  const title = question.title.toLowerCase();
  switch (question.type) {
    case 'rating':
      return random.int(3, 5);
    case 'boolean':
      if (title.includes('confirmo') || title.includes('recomendar')) return true;
      return random.chance(0.12);
    case 'select': {
      const options = question.options.slice(0, Math.min(3, question.options.length));
      return question.multiple ? [...new Set([random.pick(question.options), random.pick(question.options)])] : random.pick(options);
    }
    case 'date':
      return title.includes('control') ? addDays(date, -random.int(60, 300)) : date;
    case 'number': {
      const range = MEASURE_RANGES.find(([keyword]) => title.includes(keyword));
      const value = title.includes('peso')
        ? Math.round((client.weightKg + (random.next() - 0.6) * 2) * 10) / 10
        : range
          ? random.int(range[1], range[2])
          : (question.min ?? 1);
      return Math.min(question.max ?? value, Math.max(question.min ?? value, value));
    }
    case 'text': {
      const key = Object.keys(TEXTS).find((word) => title.includes(word));
      if (!key || (!question.required && random.chance(0.5))) return question.required ? 'Sin novedades' : null;
      return random.pick(TEXTS[key]!);
    }
  }
}

interface TaskPlan {
  type: TaskType;
  /** A product item's key, or `itemId`: one of the studio's own. */
  key: string;
  itemId?: number;
  date: string;
  recurrence: string | null;
  endDate?: string;
  goal?: string;
  durationMin?: number;
  distanceKm?: number;
}

export async function seedDemoAgenda(
  db: Db,
  random: Random,
  {
    gymId,
    trainerId,
    timeZone,
    today,
    clients,
    studioWorkouts = [],
  }: {
    gymId: number;
    trainerId: number;
    timeZone: string;
    today: string;
    clients: DemoAgendaClient[];
    /** The studio's own workouts (demo/library.ts): every fourth client trains with one of them. */
    studioWorkouts?: number[];
  },
) {
  const at = (date: string, time: string) => wallClockToInstant(`${date}T${time}`, timeZone);

  let eventCount = 0;
  for (const plan of eventPlans(today)) {
    const input = eventCreateSchema.parse({
      title: plan.title,
      description: plan.description ?? null,
      start: `${plan.day}T${plan.from}`,
      end: `${plan.day}T${plan.to}`,
      allDay: plan.allDay ?? false,
      color: plan.color,
      recurrence: plan.recurrence ?? null,
    });
    await createEventOfGym({ db, now: () => at(addDays(plan.day, -3), '21:15') }, gymId, trainerId, input);
    eventCount += 1;
  }

  const keys = {
    workout: ['full-body-principiante', 'core-en-20-minutos', 'empuje-pecho-hombro-triceps', 'traccion-espalda-biceps', 'tren-inferior-fuerza', 'circuito-metabolico', 'movilidad-y-core'],
    activity: ['correr', 'caminar', 'bicicleta-fija', 'natacion', 'yoga'],
    form: ['check-in-semanal', 'medidas-corporales', 'encuesta-de-satisfaccion'],
  };
  const items = {
    workout: await db.select({ id: workouts.id, key: workouts.productKey }).from(workouts).where(inArray(workouts.productKey, keys.workout)),
    activity: await db.select({ id: activities.id, key: activities.productKey }).from(activities).where(inArray(activities.productKey, keys.activity)),
    form: await db.select({ id: forms.id, key: forms.productKey, questions: forms.questions }).from(forms).where(inArray(forms.productKey, keys.form)),
  };
  const questionsOf = new Map(items.form.map((form) => [form.id, form.questions]));
  const idOf = (type: TaskType, key: string) => items[type].find((item) => item.key === key)?.id;

  const monday = mondayOf(addDays(today, -21));
  let taskCount = 0;
  let completionCount = 0;
  let withFeedback = 0;
  let answeredForms = 0;
  for (const [n, client] of clients.entries()) {
    const plans: TaskPlan[] = [];
    const workoutDays = random.pick(['MO,WE,FR', 'MO,TH', 'TU,TH']);
    const studioWorkout = n % 4 === 0 && studioWorkouts.length > 0 ? studioWorkouts[(n / 4) % studioWorkouts.length] : undefined;
    plans.push({
      type: 'workout',
      key: random.pick(keys.workout),
      itemId: studioWorkout,
      date: workoutDays.startsWith('TU') ? addDays(monday, 1) : monday,
      recurrence: `FREQ=WEEKLY;BYDAY=${workoutDays}`,
      goal: random.pick(['Subir las cargas de a poco', 'Técnica antes que peso', 'Descansos de 90 segundos', null]) ?? undefined,
    });
    if (n % 3 === 0) {
      const running = random.chance(0.6);
      plans.push({
        type: 'activity',
        key: running ? 'correr' : random.pick(keys.activity.slice(1)),
        date: addDays(monday, 5),
        recurrence: 'FREQ=WEEKLY;BYDAY=SA',
        goal: running ? 'Ritmo cómodo, que puedas charlar' : 'A tu ritmo',
        durationMin: running ? 40 : 45,
        distanceKm: running ? 6 : undefined,
      });
    }
    if (n % 3 === 1) plans.push({ type: 'form', key: 'check-in-semanal', date: addDays(monday, 6), recurrence: 'FREQ=WEEKLY;BYDAY=SU' });
    if (n % 5 === 2) plans.push({ type: 'form', key: 'medidas-corporales', date: addDays(today, -6), endDate: addDays(today, 4), recurrence: null });
    if (n % 7 === 5) plans.push({ type: 'form', key: 'encuesta-de-satisfaccion', date: addDays(today, -9), endDate: addDays(today, 5), recurrence: null });

    // How constant this client is.
    const adherence = random.pick([0.45, 0.7, 0.8, 0.9, 0.95]);
    for (const plan of plans) {
      const itemId = plan.itemId ?? idOf(plan.type, plan.key);
      if (itemId === undefined) continue;
      const input = taskCreateSchema.parse({
        type: plan.type,
        itemId,
        date: plan.date,
        endDate: plan.endDate ?? null,
        recurrence: plan.recurrence,
        goal: plan.goal ?? null,
        durationMin: plan.durationMin ?? null,
        distanceKm: plan.distanceKm ?? null,
      });
      const task = await createTaskOfGym({ db, now: () => at(plan.date, '07:30') }, gymId, trainerId, client.id, input);
      taskCount += 1;

      const done = plan.recurrence === null ? [plan.date] : occurrencesBetween(plan.date, plan.recurrence, plan.date, addDays(today, -1));
      for (const date of done) {
        if (!random.chance(plan.recurrence === null ? 0.6 : adherence)) continue;
        const completedOn = date;
        const feedback =
          plan.type === 'workout' && random.chance(0.8)
            ? { mood: random.pick(MOODS), enjoyment: random.pick(ENJOYMENTS), comment: random.chance(0.55) ? random.pick(COMMENTS) : null }
            : null;
        let answers: FormAnswer[] | null = null;
        if (plan.type === 'form') answers = (questionsOf.get(itemId) ?? []).map((question) => answerFor(random, question, client, completedOn));
        const completion = taskCompletionCreateSchema.parse({
          date: completedOn,
          durationMin: plan.type === 'form' ? null : (plan.durationMin ?? random.int(40, 65)) + random.int(-5, 8),
          distanceKm: plan.distanceKm === undefined ? null : Math.round((plan.distanceKm + (random.next() - 0.4) * 2) * 10) / 10,
          feedback,
          answers,
        });
        const hour = `${String(random.int(18, 21))}:${String(random.int(0, 59)).padStart(2, '0')}`;
        await createCompletion({ db, now: () => at(completedOn, hour) }, gymId, client.id, task.id, completion);
        completionCount += 1;
        if (feedback) withFeedback += 1;
        if (answers) answeredForms += 1;
      }
    }
  }
  return { events: eventCount, tasks: taskCount, completions: completionCount, withFeedback, answeredForms };
}
