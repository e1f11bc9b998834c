import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { calendarDate, textField } from './fields';
import { activitySchema, exerciseSchema, optionalLongText } from './library';
import { formQuestionSchema, formSchema } from './forms';
import { WORKOUT_LIMITS, weightKgField, workoutSchema } from './workouts';
import { validationMessages as m } from './messages';
import { formatRecurrence, isRecurrenceError, parseRecurrence } from './recurrence';
import { MAX_ID, isDateInRange, isIsoDate } from './validators';

/*
 * The agenda (SPEC.md sections 3, 4, 8): the trainer's events and the tasks assigned to clients.
 * Both are series: one item, or a repeating one (an RFC 5545 rule, recurrence.ts) with exceptions.
 * Times are the wall clock of the business's time zone ('YYYY-MM-DDTHH:mm', no zone): a weekly 07:00
 * class stays at 07:00 across a DST change. A change to one occurrence of a series names it by its
 * original date (`occurrence`) and a scope: only this one, this and the following, or all.
 */

export const eventColors = ['red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'teal'] as const;
export type EventColor = (typeof eventColors)[number];
export const eventColorLabels: Record<EventColor, string> = {
  red: 'Rojo',
  blue: 'Azul',
  green: 'Verde',
  yellow: 'Amarillo',
  purple: 'Violeta',
  pink: 'Rosa',
  orange: 'Naranja',
  teal: 'Turquesa',
};
export const DEFAULT_EVENT_COLOR: EventColor = 'teal';

export const taskTypes = ['activity', 'workout', 'form'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskTypeLabels: Record<TaskType, string> = { activity: 'Actividad', workout: 'Rutina', form: 'Formulario' };

export const seriesScopes = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof seriesScopes)[number];
export const seriesScopeLabels: Record<SeriesScope, string> = {
  this: 'Solo este',
  following: 'Este y los siguientes',
  all: 'Todos',
};

/** Workout feedback (SPEC.md section 3). */
export const moods = ['normal', 'very_good', 'amazing'] as const;
export type Mood = (typeof moods)[number];
export const moodLabels: Record<Mood, string> = { normal: 'Normal', very_good: 'Muy bien', amazing: 'Increíble' };
export const enjoyments = ['not_much', 'yes', 'a_lot'] as const;
export type Enjoyment = (typeof enjoyments)[number];
export const enjoymentLabels: Record<Enjoyment, string> = { not_much: 'No mucho', yes: 'Sí', a_lot: 'Mucho' };

export const AGENDA_LIMITS = {
  titleLength: 120,
  descriptionLength: 2000,
  goalLength: 200,
  commentLength: 2000,
  durationMin: 1440,
  distanceKm: 1000,
  /** A range asked of the agenda or a client's tasks: at most 3 months (and a few days for a month view's edges). */
  rangeMonths: 3,
  /** A completion's per-series results: at most this many rows. */
  results: 300,
  /** What a client may say it did in one series (what it did, not what was prescribed: 0 is fine). */
  doneReps: 1000,
  doneSeconds: 86_400,
  /**
   * The business-wide agenda lists at most this many task occurrences; past it (a big business's week
   * or month) it answers each day's count instead, and a day or one client's filter lists them.
   */
  listedTasks: 1000,
} as const;

export const agendaMessages = {
  titleRequired: 'El título es requerido',
  dateTimeInvalid: 'Ingresá una fecha y una hora válidas',
  endBeforeStart: 'El fin tiene que ser posterior al inicio',
  colorInvalid: 'Elegí uno de los colores de la lista',
  typeInvalid: 'Elegí actividad, rutina o formulario',
  itemRequired: 'Elegí qué asignar',
  itemNotFound: 'No encontramos ese elemento en tu biblioteca',
  dateRequired: 'Elegí el día',
  taskInPast: 'Las tareas solo se pueden planificar desde hoy en adelante',
  endDateBeforeDate: 'La fecha de fin no puede ser anterior al día de la tarea',
  endDateWithRecurrence: 'Una tarea que se repite termina según su repetición: quitá la fecha de fin',
  durationInvalid: `Ingresá una duración entre 1 y ${AGENDA_LIMITS.durationMin} minutos`,
  distanceInvalid: `Ingresá una distancia mayor a 0 y de hasta ${AGENDA_LIMITS.distanceKm} km, con hasta dos decimales`,
  scopeRequired: 'Elegí si el cambio es solo para este o para este y los siguientes',
  scopeInvalid: 'Elegí solo este, este y los siguientes, o todos',
  occurrenceNotInSeries: 'Ese día no es una de las repeticiones',
  recurringEventTimeLocked: 'En un evento que se repite solo podés cambiar el título, la descripción y el color',
  rangeInvalid: 'La fecha de fin del rango no puede ser anterior a la de inicio',
  rangeTooLong: `Pedí como máximo ${AGENDA_LIMITS.rangeMonths} meses`,
  moodInvalid: 'Elegí cómo te sentiste',
  enjoymentInvalid: 'Elegí cuánto lo disfrutaste',
  /** Another registration of an occurrence already registered (another device, an older queue). */
  alreadyRegistered: 'Ya estaba registrado',
  /** A registration (often queued offline) for a task, or a day of it, the trainer took away since. */
  taskRemoved: 'Tu entrenador quitó esta tarea',
  answersNotForm: 'Solo los formularios llevan respuestas',
  answersRequired: 'Respondé el formulario',
  notForClientApp: 'Esta tarea no es tuya',
  occurrenceNotDue: 'Todavía no llegó el día de esta tarea',
  completionIdInvalid: 'El identificador del registro no es válido',
  completionIdUsed: 'Ese identificador ya se usó para registrar otra tarea',
  resultsNotWorkout: 'Solo las rutinas llevan resultados por serie',
  tooManyResults: `Hasta ${AGENDA_LIMITS.results} series por registro`,
  resultIndexInvalid: 'Indicá el grupo, el ejercicio y la serie',
  doneRepsInvalid: `Las repeticiones hechas van de 0 a ${AGENDA_LIMITS.doneReps}`,
  doneSecondsInvalid: `El tiempo hecho va de 0 a ${AGENDA_LIMITS.doneSeconds} segundos`,
  /** Indexes are 0-based in the API; the texts count from 1, as the client sees them. */
  seriesNotInWorkout: (group: number, exercise: number, series: number) =>
    `La serie ${series + 1} del ejercicio ${exercise + 1} del grupo ${group + 1} no existe en la rutina`,
  seriesRepeated: (group: number, exercise: number, series: number) =>
    `La serie ${series + 1} del ejercicio ${exercise + 1} del grupo ${group + 1} está dos veces`,
} as const;

/**
 * Error codes of a client's registration, beside the shared ones: TASK_REMOVED (404, as any id the
 * caller can't reach: the task, or that day of it, is no longer there) and ALREADY_REGISTERED (409:
 * the occurrence was registered by another request; a retry of the same one answers the stored
 * registration instead).
 */
export const agendaErrorCodes = ['TASK_REMOVED', 'ALREADY_REGISTERED'] as const;
export type AgendaErrorCode = (typeof agendaErrorCodes)[number];

/** SPEC.md section 8: toasts of tasks and events. */
export const agendaToasts = {
  taskAssigned: 'Tarea asignada',
  taskUpdated: 'Tarea actualizada',
  taskRescheduled: 'Tarea reprogramada',
  taskDeleted: 'Tarea eliminada',
  taskAssignFailed: 'No pudimos asignar la tarea. Probá de nuevo.',
  taskUpdateFailed: 'No pudimos actualizar la tarea. Probá de nuevo.',
  taskRescheduleFailed: 'No pudimos reprogramar la tarea. Probá de nuevo.',
  taskDeleteFailed: 'No pudimos eliminar la tarea. Probá de nuevo.',
  tasksLoadFailed: 'No pudimos cargar las tareas. Recargá la página.',
  eventCreated: 'Evento creado',
  eventUpdated: 'Evento actualizado',
  eventMoved: 'Evento movido',
  eventDeleted: 'Evento eliminado',
  eventSaveFailed: 'No pudimos guardar el evento. Probá de nuevo.',
  eventDeleteFailed: 'No pudimos eliminar el evento. Probá de nuevo.',
  eventsLoadFailed: 'No pudimos cargar la agenda. Recargá la página.',
  feedCreated: 'Enlace de calendario creado',
  feedRevoked: 'Enlace de calendario desactivado',
  feedFailed: 'No pudimos cambiar el enlace del calendario. Probá de nuevo.',
} as const;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
/** 'YYYY-MM-DDTHH:mm' with a real date within the accepted years: a wall-clock time of the business. */
export const isLocalDateTime = (value: string): boolean => {
  const match = LOCAL_DATE_TIME.exec(value);
  return !!match && isIsoDate(match[1]!) && isDateInRange(match[1]!);
};

const localDateTimeField = lazySchema(() => z.string({ error: agendaMessages.dateTimeInvalid }).check(
  z.trim(),
  z.refine(isLocalDateTime, { error: agendaMessages.dateTimeInvalid }),
));

/** A required 'YYYY-MM-DD'. */
export const requiredDateField = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), ...calendarDate());

/** An RFC 5545 rule of the product's subset, written back canonically; null or absent: no repetition. */
export const recurrenceField = lazySchema(() => z.nullish(
  z.pipe(
    z.string({ error: m.controlCharacters }).check(z.trim(), z.maxLength(200)),
    z.transform((rule: string, ctx) => {
      if (rule === '') return null;
      const parsed = parseRecurrence(rule);
      if (isRecurrenceError(parsed)) {
        ctx.issues.push({ code: 'custom', message: parsed.error, input: rule });
        return z.NEVER;
      }
      return formatRecurrence(parsed);
    }),
  ),
));

const eventFields = {
  title: textField(AGENDA_LIMITS.titleLength, { required: agendaMessages.titleRequired }),
  description: optionalLongText(AGENDA_LIMITS.descriptionLength),
  start: localDateTimeField,
  end: localDateTimeField,
  allDay: z._default(z.boolean(), false),
  color: z._default(z.enum(eventColors, { error: agendaMessages.colorInvalid }), DEFAULT_EVENT_COLOR),
  recurrence: recurrenceField,
};

const endAfterStart = z.superRefine((event: { start?: string; end?: string; allDay?: boolean }, ctx) => {
  // A PATCH that leaves allDay out keeps the stored one, which only the API knows: it checks then.
  if (event.start === undefined || event.end === undefined || event.allDay === undefined) return;
  // An all-day event may start and end the same day; a timed one has to last.
  const ok = event.allDay ? event.end.slice(0, 10) >= event.start.slice(0, 10) : event.end > event.start;
  if (!ok) ctx.addIssue({ code: 'custom', path: ['end'], message: agendaMessages.endBeforeStart, input: event });
});

/** POST /api/v1/events. All-day events carry their days in start/end (the times are ignored, 00:00). */
export const eventCreateSchema = lazySchema(() => z.object(eventFields).check(endAfterStart));
export type EventCreateRequest = z.input<typeof eventCreateSchema>;
/**
 * PATCH /api/v1/events/{id}: start and end travel together. No defaults: a field left out keeps its
 * value (with them, a change of title alone would reset the colour and all-day).
 */
export const eventUpdateSchema = z
  .partial(z.object({ ...eventFields, allDay: z.boolean(), color: z.enum(eventColors, { error: agendaMessages.colorInvalid }) }))
  .check(endAfterStart);
export type EventUpdateRequest = z.input<typeof eventUpdateSchema>;

/** `?scope=…&occurrence=YYYY-MM-DD` of PATCH and DELETE; both required for a repeating item. */
export const seriesChangeQuerySchema = lazySchema(() => z.object({
  scope: z.optional(z.enum(seriesScopes, { error: agendaMessages.scopeInvalid })),
  occurrence: z.optional(z.string().check(z.trim(), ...calendarDate(agendaMessages.occurrenceNotInSeries))),
}));
export type SeriesChangeQuery = z.infer<typeof seriesChangeQuerySchema>;

const durationField = lazySchema(() => z.nullish(
  z.number({ error: agendaMessages.durationInvalid }).check(
    z.int({ error: agendaMessages.durationInvalid, abort: true }),
    z.minimum(1, agendaMessages.durationInvalid),
    z.maximum(AGENDA_LIMITS.durationMin, agendaMessages.durationInvalid),
  ),
));
const distanceField = lazySchema(() => z.nullish(
  z.number({ error: agendaMessages.distanceInvalid }).check(
    z.gt(0, agendaMessages.distanceInvalid),
    z.maximum(AGENDA_LIMITS.distanceKm, agendaMessages.distanceInvalid),
    z.refine((value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: agendaMessages.distanceInvalid }),
  ),
));
/** A task's duration and distance (also a program item's). */
export { durationField as taskDurationField, distanceField as taskDistanceField };
const optionalDateField = lazySchema(() => z.nullish(z.pipe(z.string().check(z.trim(), ...calendarDate()), z.transform((value: string) => value || null))));

const taskFields = {
  type: z.enum(taskTypes, { error: agendaMessages.typeInvalid }),
  itemId: z.number({ error: agendaMessages.itemRequired }).check(z.int({ error: agendaMessages.itemRequired, abort: true }), z.minimum(1, agendaMessages.itemRequired), z.maximum(MAX_ID, agendaMessages.itemRequired)),
  date: requiredDateField(agendaMessages.dateRequired),
  /** Single tasks only: the last day it can be done (a form to answer by Friday). */
  endDate: optionalDateField,
  recurrence: recurrenceField,
  goal: optionalLongText(AGENDA_LIMITS.goalLength),
  durationMin: durationField,
  distanceKm: distanceField,
};

const taskDatesAgree = z.superRefine((task: { date?: string; endDate?: string | null; recurrence?: string | null }, ctx) => {
  if (task.endDate && task.recurrence) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: agendaMessages.endDateWithRecurrence, input: task });
  } else if (task.endDate && task.date && task.endDate < task.date) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: agendaMessages.endDateBeforeDate, input: task });
  }
});

/** POST /api/v1/clients/{clientId}/tasks. */
export const taskCreateSchema = lazySchema(() => z.object(taskFields).check(taskDatesAgree));
export type TaskCreateRequest = z.input<typeof taskCreateSchema>;
/** PATCH /api/v1/tasks/{id}: type and itemId travel together; a new date reschedules. */
export const taskUpdateSchema = lazySchema(() => z.partial(z.object(taskFields)).check(taskDatesAgree));
export type TaskUpdateRequest = z.input<typeof taskUpdateSchema>;

/** `from` and `to` (both included) of the agenda and of a client's tasks: at most 3 months apart. */
export const dateRangeFields = {
  from: requiredDateField(m.dateInvalid),
  to: requiredDateField(m.dateInvalid),
};
export const dateRangeChecks = z.superRefine((range: { from: string; to: string }, ctx) => {
  if (range.to < range.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: agendaMessages.rangeInvalid, input: range });
    return;
  }
  const [year, month, day] = range.from.split('-').map(Number) as [number, number, number];
  // Three months after `from`, plus the week a month view shows on each side.
  const limit = new Date(Date.UTC(year, month - 1 + AGENDA_LIMITS.rangeMonths, day + 14)).toISOString().slice(0, 10);
  if (range.to > limit) ctx.addIssue({ code: 'custom', path: ['to'], message: agendaMessages.rangeTooLong, input: range });
});
export const dateRangeQuerySchema = lazySchema(() => z.object(dateRangeFields).check(dateRangeChecks));
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** GET /api/v1/agenda. */
export const agendaQuerySchema = z
  .object({
    ...dateRangeFields,
    clientId: z.optional(z.coerce.number({ error: m.idInvalid }).check(z.int({ error: m.idInvalid }), z.minimum(1, m.idInvalid), z.maximum(MAX_ID, m.idInvalid))),
  })
  .check(dateRangeChecks);
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

/* ---- Answers ---- */

/** A stored event series. */
export const eventSchema = lazySchema(() => z.object({
  id: z.number(),
  title: z.string(),
  description: z.nullable(z.string()),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  color: z.enum(eventColors),
  recurrence: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type AgendaEvent = z.infer<typeof eventSchema>;

/** A stored task series. */
export const taskSchema = lazySchema(() => z.object({
  id: z.number(),
  clientId: z.number(),
  type: z.enum(taskTypes),
  itemId: z.number(),
  itemName: z.string(),
  date: z.string(),
  endDate: z.nullable(z.string()),
  recurrence: z.nullable(z.string()),
  goal: z.nullable(z.string()),
  durationMin: z.nullable(z.number()),
  distanceKm: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type AgendaTask = z.infer<typeof taskSchema>;

export const feedbackSchema = lazySchema(() => z.object({
  mood: z.enum(moods, { error: agendaMessages.moodInvalid }),
  enjoyment: z.enum(enjoyments, { error: agendaMessages.enjoymentInvalid }),
  comment: optionalLongText(AGENDA_LIMITS.commentLength),
}));
export type WorkoutFeedbackInput = z.input<typeof feedbackSchema>;

/** One answer per question, in the questions' order: text, number, date text, option(s), yes/no, 1–5; null when skipped. */
export const formAnswerSchema = lazySchema(() => z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]));
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/**
 * One series of a workout as the client did it (`done`) beside what the workout prescribed when it was
 * registered (`prescribed`): a later edit of the workout does not rewrite it. Indexes are 0-based.
 */
export const seriesResultSchema = lazySchema(() => z.object({
  groupIndex: z.number(),
  exerciseIndex: z.number(),
  seriesIndex: z.number(),
  groupName: z.string(),
  exerciseId: z.number(),
  exerciseName: z.string(),
  done: z.object({ reps: z.nullable(z.number()), weightKg: z.nullable(z.number()), seconds: z.nullable(z.number()) }),
  prescribed: z.object({
    reps: z.nullable(z.number()),
    seconds: z.nullable(z.number()),
    restSeconds: z.number(),
    weightKg: z.nullable(z.number()),
  }),
}));
export type SeriesResult = z.infer<typeof seriesResultSchema>;

/** What the client registered for one occurrence. */
export const taskCompletionSchema = lazySchema(() => z.object({
  /** The id the app generated for it (a UUID), or null when it was registered without one. */
  id: z.nullable(z.string()),
  completedAt: z.string(),
  durationMin: z.nullable(z.number()),
  distanceKm: z.nullable(z.number()),
  feedback: z.nullable(z.object({ mood: z.enum(moods), enjoyment: z.enum(enjoyments), comment: z.nullable(z.string()) })),
  /** Forms: the answers, with the questions as they were answered (a later edit of the form does not change them). */
  answers: z.nullable(z.array(formAnswerSchema)),
  questions: z.nullable(z.array(formQuestionSchema)),
  /** Workouts: the series the client reported, in the workout's order; null when none were sent. */
  results: z.nullable(z.array(seriesResultSchema)),
}));
export type TaskCompletion = z.infer<typeof taskCompletionSchema>;

/** One occurrence of an event in the agenda; `id` is the series' id (for PATCH/DELETE). */
export const eventOccurrenceSchema = lazySchema(() => z.object({
  kind: z.literal('event'),
  id: z.number(),
  /** The occurrence's original date: the `occurrence` of a change to it. */
  occurrence: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  color: z.enum(eventColors),
  recurrence: z.nullable(z.string()),
  /** This occurrence was changed alone ("Solo este"). */
  changed: z.boolean(),
}));
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

/** One occurrence of a client's task; `date` differs from `occurrence` when it was moved alone. */
export const taskOccurrenceSchema = lazySchema(() => z.object({
  kind: z.literal('task'),
  id: z.number(),
  occurrence: z.string(),
  date: z.string(),
  endDate: z.nullable(z.string()),
  clientId: z.number(),
  clientName: z.string(),
  type: z.enum(taskTypes),
  itemId: z.number(),
  itemName: z.string(),
  goal: z.nullable(z.string()),
  durationMin: z.nullable(z.number()),
  distanceKm: z.nullable(z.number()),
  recurrence: z.nullable(z.string()),
  changed: z.boolean(),
  completion: z.nullable(taskCompletionSchema),
}));
export type TaskOccurrence = z.infer<typeof taskOccurrenceSchema>;

export const agendaItemSchema = lazySchema(() => z.discriminatedUnion('kind', [eventOccurrenceSchema, taskOccurrenceSchema]));
export type AgendaItem = z.infer<typeof agendaItemSchema>;
/** A day's tasks counted, when they were too many to list: how many, and how many the clients did. */
export const taskDaySchema = lazySchema(() => z.object({ date: z.string(), total: z.number(), completed: z.number() }));
export type TaskDay = z.infer<typeof taskDaySchema>;
/**
 * GET /api/v1/agenda: occurrences sorted by date and time. `taskDays` is null when every task occurrence
 * is in `items`; without clientId and past AGENDA_LIMITS.listedTasks, `items` holds the events only and
 * `taskDays` each day's count of tasks (days without tasks left out).
 */
export const agendaSchema = lazySchema(() => z.object({ items: z.array(agendaItemSchema), taskDays: z.nullable(z.array(taskDaySchema)) }));
export type Agenda = z.infer<typeof agendaSchema>;
/** GET /api/v1/clients/{clientId}/tasks. */
export const taskOccurrenceListSchema = lazySchema(() => z.object({ items: z.array(taskOccurrenceSchema) }));
export type TaskOccurrenceList = z.infer<typeof taskOccurrenceListSchema>;

/**
 * GET /api/v1/clients/{clientId}/forms: the forms assigned to the client, each due occurrence with its
 * status, and the next one ahead of each assignment ("upcoming": its day has not come yet).
 */
export const formStatuses = ['upcoming', 'pending', 'finished'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const formStatusLabels: Record<FormStatus, string> = { upcoming: 'Próximo', pending: 'Pendiente', finished: 'Completado' };
export const clientFormSchema = lazySchema(() => z.object({
  taskId: z.number(),
  occurrence: z.string(),
  date: z.string(),
  formId: z.number(),
  formName: z.string(),
  status: z.enum(formStatuses),
  completedAt: z.nullable(z.string()),
  questions: z.array(formQuestionSchema),
  answers: z.nullable(z.array(formAnswerSchema)),
}));
export type ClientForm = z.infer<typeof clientFormSchema>;
export const clientFormListSchema = lazySchema(() => z.object({ items: z.array(clientFormSchema) }));
export type ClientFormList = z.infer<typeof clientFormListSchema>;

/** The private calendar feed (.ics). The address is shown once, when it is created. */
export const calendarFeedSchema = lazySchema(() => z.object({ active: z.boolean(), createdAt: z.nullable(z.string()) }));
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedCreatedSchema = lazySchema(() => z.object({ url: z.string(), createdAt: z.string() }));
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/* ---- Client app ---- */

const indexField = (max: number) =>
  z.number({ error: agendaMessages.resultIndexInvalid }).check(
    z.int({ error: agendaMessages.resultIndexInvalid, abort: true }),
    z.minimum(0, agendaMessages.resultIndexInvalid),
    z.maximum(max - 1, agendaMessages.resultIndexInvalid),
  );
const doneWholeNumber = (max: number, message: string) =>
  z.nullish(z.number({ error: message }).check(z.int({ error: message, abort: true }), z.minimum(0, message), z.maximum(max, message)));

/** One series the client did: which (0-based indexes into the workout's groups, exercises and series) and what. */
export const seriesResultInputSchema = lazySchema(() => z.object({
  groupIndex: indexField(WORKOUT_LIMITS.groups),
  exerciseIndex: indexField(WORKOUT_LIMITS.exercisesPerGroup),
  seriesIndex: indexField(WORKOUT_LIMITS.seriesPerExercise),
  reps: doneWholeNumber(AGENDA_LIMITS.doneReps, agendaMessages.doneRepsInvalid),
  /** Kilograms with up to two decimals, 0 to 1000 ("62,5" accepted), as in the workout editor. */
  weightKg: weightKgField,
  seconds: doneWholeNumber(AGENDA_LIMITS.doneSeconds, agendaMessages.doneSecondsInvalid),
}));
export type SeriesResultInput = z.input<typeof seriesResultInputSchema>;

const resultsField = lazySchema(() => z.nullish(
  z.array(seriesResultInputSchema).check(
    z.maxLength(AGENDA_LIMITS.results, agendaMessages.tooManyResults),
    z.superRefine((results, ctx) => {
      const seen = new Set<string>();
      results.forEach((result, index) => {
        const key = `${result.groupIndex}/${result.exerciseIndex}/${result.seriesIndex}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: agendaMessages.seriesRepeated(result.groupIndex, result.exerciseIndex, result.seriesIndex),
            input: result,
          });
        }
        seen.add(key);
      });
    }),
  ),
));

/**
 * POST /api/v1/client-app/tasks/{id}/completions. `id` is a UUID the app generates once per
 * registration and reuses on every retry: a retry of an id already registered answers 200 with the
 * stored completion (the body is not compared); the first answers 201. The same occurrence registered
 * under another id (or none) is 409. `results` only for workouts, each naming a series of the workout.
 */
export const taskCompletionCreateSchema = lazySchema(() => z.object({
  id: z.optional(
    z.string({ error: agendaMessages.completionIdInvalid }).check(z.trim(), z.toLowerCase(), z.uuid({ error: agendaMessages.completionIdInvalid })),
  ),
  date: requiredDateField(agendaMessages.dateRequired),
  durationMin: durationField,
  distanceKm: distanceField,
  feedback: z.nullish(feedbackSchema),
  answers: z.nullish(z.array(formAnswerSchema).check(z.maxLength(50))),
  results: resultsField,
}));
export type TaskCompletionCreateRequest = z.input<typeof taskCompletionCreateSchema>;

/** GET /api/v1/client-app/tasks: each occurrence with what to do (the activity, the workout's groups and series, or the form's questions). */
/** The program a client's task comes from, and the program's week its day falls in ("Fuerza · semana 1 de 8"). */
export const clientAppTaskProgramSchema = lazySchema(() => z.object({ name: z.string(), week: z.number(), weeks: z.number() }));
export type ClientAppTaskProgram = z.infer<typeof clientAppTaskProgramSchema>;

export const clientAppTaskSchema = lazySchema(() => z.extend(taskOccurrenceSchema, {
  activity: z.nullable(activitySchema),
  workout: z.nullable(workoutSchema),
  form: z.nullable(formSchema),
  // Defaulted: a list the phone kept from before programs were named still reads.
  program: z._default(z.nullable(clientAppTaskProgramSchema), null),
}));
export type ClientAppTask = z.infer<typeof clientAppTaskSchema>;
/**
 * The occurrences, and every exercise their workouts use (once each, with instructions and video), so
 * the app can run a workout from this one answer, also offline.
 */
export const clientAppTaskListSchema = lazySchema(() => z.object({ items: z.array(clientAppTaskSchema), exercises: z.array(exerciseSchema) }));
export type ClientAppTaskList = z.infer<typeof clientAppTaskListSchema>;
