import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { idField } from './fields';
import {
  MAX_DESCRIPTION_LENGTH,
  libraryItemBase,
  libraryListQuerySchema,
  libraryNameField,
  libraryTotalField,
  optionalLongText,
} from './library';
import { AGENDA_LIMITS, requiredDateField, taskDistanceField, taskDurationField, taskTypes } from './agenda';
import { MAX_ID } from './validators';

/*
 * Programs (issue 30): multi-week plans built once and assigned to many clients. A program is a fifth
 * library kind (own items and read-only product items, list, duplicate, archive) holding a number of
 * weeks and, for each day of a week (1 = the program's first day; Monday when an assignment is aligned
 * to Monday), the workouts, activities and forms to do that day.
 *
 * Assigning a program to a client creates ordinary single-day tasks (the agenda's tasks) linked to the
 * assignment, so they show wherever tasks show. Editing a program later does not change assignments
 * already made unless the PATCH says `applyToActive: true` (then the days still ahead of the active
 * assignments are rewritten; a task the client already registered is kept as it is).
 */

export const PROGRAM_LIMITS = {
  weeks: 52,
  daysPerWeek: 7,
  /** Items on one day of the program. */
  itemsPerDay: 10,
  /** Items in the whole program (12 weeks × 7 days × 5 items = 420 fits). */
  items: 1000,
  /** Clients one assignment request names. */
  clientsPerAssignment: 50,
  /** A pause shifts what is left by 1 to this many days. */
  pauseDays: 90,
  goalLength: AGENDA_LIMITS.goalLength,
} as const;

export const programMessages = {
  weeksInvalid: `El programa dura de 1 a ${PROGRAM_LIMITS.weeks} semanas`,
  weekInvalid: 'Elegí una semana del programa',
  dayInvalid: 'Elegí un día de la semana, del 1 al 7',
  dayRepeated: 'Ese día del programa está dos veces',
  dayBeyondWeeks: 'Hay días en semanas que el programa no tiene: agregá semanas o quitá esos días',
  tooManyItemsPerDay: `Hasta ${PROGRAM_LIMITS.itemsPerDay} elementos por día`,
  tooManyItems: `Hasta ${PROGRAM_LIMITS.items} elementos en todo el programa`,
  typeInvalid: 'Elegí rutina, actividad o formulario',
  itemRequired: 'Elegí qué asignar',
  /** An item of another business, a missing one or an archived one: 400 on create / update. */
  itemNotFound: 'El programa usa un elemento que no está en tu biblioteca',
  clientsRequired: 'Elegí al menos un cliente',
  tooManyClients: `Podés asignar el programa a hasta ${PROGRAM_LIMITS.clientsPerAssignment} clientes a la vez`,
  startDateRequired: 'Elegí el día de inicio',
  startInPast: 'El programa solo se puede asignar desde hoy en adelante',
  pauseDaysInvalid: `Pausá de 1 a ${PROGRAM_LIMITS.pauseDays} días`,
  /** 409: pause or end of an assignment that was ended already (or whose days are all past). */
  assignmentNotActive: 'Esta asignación ya terminó',
  /** 400: assigning an archived (deleted) program. */
  programArchived: 'Este programa fue eliminado: no se puede asignar',
  /** 400: assigning a program with no items (nothing would show in the client's agenda). */
  programEmpty: 'Este programa no tiene rutinas, actividades ni formularios: agregalos antes de asignarlo',
} as const;

/** The codes of the programs' own refusals (beside the common ones of errors.ts). */
export const programErrorCodes = ['ASSIGNMENT_NOT_ACTIVE'] as const;
export type ProgramErrorCode = (typeof programErrorCodes)[number];

/** SPEC.md section 8 style toasts of assignments (the web shows them; kept beside the API's texts). */
export const programToasts = {
  assigned: (count: number) => (count === 1 ? 'Programa asignado' : `Programa asignado a ${count} clientes`),
  assignFailed: 'No pudimos asignar el programa. Probá de nuevo.',
  paused: (days: number) => (days === 1 ? 'Pausamos el programa 1 día' : `Pausamos el programa ${days} días`),
  pauseFailed: 'No pudimos pausar el programa. Probá de nuevo.',
  ended: 'Programa finalizado',
  endFailed: 'No pudimos finalizar el programa. Probá de nuevo.',
  removed: 'Asignación eliminada',
  removeFailed: 'No pudimos eliminar la asignación. Probá de nuevo.',
  assignmentsLoadFailed: 'No pudimos cargar los programas del cliente. Recargá la página.',
} as const;

/** The kinds of item a program's day holds (the agenda's task types). */
export const programItemTypes = taskTypes;
export type ProgramItemType = (typeof programItemTypes)[number];

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int({ error: message, abort: true }), z.minimum(min, message), z.maximum(max, message));

export const programWeeksField = wholeNumber(1, PROGRAM_LIMITS.weeks, programMessages.weeksInvalid);

/** One item of a day: what to do, and the goal, duration and distance a task of it carries. */
export const programItemInputSchema = lazySchema(() => z.object({
  type: z.enum(programItemTypes, { error: programMessages.typeInvalid }),
  itemId: z.number({ error: programMessages.itemRequired }).check(
    z.int({ error: programMessages.itemRequired, abort: true }),
    z.minimum(1, programMessages.itemRequired),
    z.maximum(MAX_ID, programMessages.itemRequired),
  ),
  goal: optionalLongText(PROGRAM_LIMITS.goalLength),
  durationMin: taskDurationField,
  distanceKm: taskDistanceField,
}));
export type ProgramItemInput = z.input<typeof programItemInputSchema>;

/** A day of the program: its week (1 to the program's weeks) and weekday (1–7); days with no items may be sent and are not kept. */
export const programDayInputSchema = lazySchema(() => z.object({
  week: wholeNumber(1, PROGRAM_LIMITS.weeks, programMessages.weekInvalid),
  day: wholeNumber(1, PROGRAM_LIMITS.daysPerWeek, programMessages.dayInvalid),
  items: z.array(programItemInputSchema).check(z.maxLength(PROGRAM_LIMITS.itemsPerDay, programMessages.tooManyItemsPerDay)),
}));
export type ProgramDayInput = z.input<typeof programDayInputSchema>;

const daysField = lazySchema(() => z.array(programDayInputSchema).check(
  z.maxLength(PROGRAM_LIMITS.weeks * PROGRAM_LIMITS.daysPerWeek, programMessages.tooManyItems),
  z.superRefine((days, ctx) => {
    const seen = new Set<string>();
    let items = 0;
    days.forEach((day, index) => {
      const key = `${day.week}/${day.day}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'day'], message: programMessages.dayRepeated, input: day });
      seen.add(key);
      items += day.items.length;
    });
    if (items > PROGRAM_LIMITS.items) ctx.addIssue({ code: 'custom', message: programMessages.tooManyItems, input: days });
  }),
));

/** Days beyond the weeks, when both travel in the request (a PATCH of days alone is checked by the API against the stored weeks). */
const daysWithinWeeks = z.superRefine((program: { weeks?: number; days?: Array<{ week: number }> }, ctx) => {
  if (program.weeks === undefined || !program.days) return;
  const weeks = program.weeks;
  program.days.forEach((day, index) => {
    if (day.week > weeks) ctx.addIssue({ code: 'custom', path: ['days', index, 'week'], message: programMessages.dayBeyondWeeks, input: day });
  });
});

/** POST /api/v1/programs. */
export const programCreateSchema = z
  .object({
    name: libraryNameField,
    description: optionalLongText(MAX_DESCRIPTION_LENGTH),
    weeks: programWeeksField,
    days: z._default(daysField, []),
  })
  .check(daysWithinWeeks);
export type ProgramCreateRequest = z.input<typeof programCreateSchema>;

/**
 * PATCH /api/v1/programs/{id}: any field; `days` replaces every day. Fewer weeks with days left in the
 * weeks dropped is 400 (send the days too). `applyToActive: true` rewrites, in every active assignment
 * of the program, the tasks from tomorrow on that the client has not registered, from the program as
 * saved; without it (the default) assignments already made keep their tasks.
 */
export const programUpdateSchema = z
  .object({
    name: z.optional(libraryNameField),
    description: optionalLongText(MAX_DESCRIPTION_LENGTH),
    weeks: z.optional(programWeeksField),
    days: z.optional(daysField),
    applyToActive: z._default(z.boolean(), false),
  })
  .check(daysWithinWeeks);
export type ProgramUpdateRequest = z.input<typeof programUpdateSchema>;

/* ---- Answers ---- */

export const programItemSchema = lazySchema(() => z.object({
  type: z.enum(programItemTypes),
  itemId: z.number(),
  /** What the editor shows for the item (its name even once it is deleted: `archived`). */
  item: z.object({ id: z.number(), name: z.string(), archived: z.boolean() }),
  goal: z.nullable(z.string()),
  durationMin: z.nullable(z.number()),
  distanceKm: z.nullable(z.number()),
}));
export type ProgramItem = z.infer<typeof programItemSchema>;

/** A day with items (days without items are left out), sorted by week and day. */
export const programDaySchema = lazySchema(() => z.object({ week: z.number(), day: z.number(), items: z.array(programItemSchema) }));
export type ProgramDay = z.infer<typeof programDaySchema>;

const programCounts = {
  weeks: z.number(),
  /** Days with at least one item. */
  dayCount: z.number(),
  itemCount: z.number(),
  /** This business's assignments of the program not ended nor finished (product programs: the business's own). */
  activeAssignmentCount: z.number(),
};

export const programSchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  ...programCounts,
  days: z.array(programDaySchema),
}));
export type Program = z.infer<typeof programSchema>;

/** A program in lists: no days, their counts. */
export const programSummarySchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  ...programCounts,
}));
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** GET /api/v1/programs: search (name, ignoring accents and case), source, sort, page, as the other kinds. */
export const programListQuerySchema = libraryListQuerySchema;
export const programListSchema = lazySchema(() => z.object({ items: z.array(programSummarySchema), total: libraryTotalField }));
export type ProgramList = z.infer<typeof programListSchema>;

/* ---- Assignments ---- */

/**
 * POST /api/v1/programs/{id}/assignments: one transaction, every client or none (a client of another
 * business, or a missing one, is 404 for all). `startDate` is today or later in the business's zone.
 * Not aligned: the start date is the program's day 1, whatever weekday it is. Aligned to Monday: the
 * program's day N is weekday N (1 = Monday) and its week 1 is the week of the first Monday on or after
 * the start date (nothing is skipped; the days before that Monday stay free).
 */
export const programAssignmentCreateSchema = lazySchema(() => z.object({
  clientIds: z.pipe(
    z
      .array(idField, { error: programMessages.clientsRequired })
      .check(
        z.minLength(1, programMessages.clientsRequired),
        z.maxLength(PROGRAM_LIMITS.clientsPerAssignment * 2, programMessages.tooManyClients),
      ),
    z.transform((ids: number[], ctx) => {
      const unique = [...new Set(ids)];
      if (unique.length > PROGRAM_LIMITS.clientsPerAssignment) {
        ctx.issues.push({ code: 'custom', message: programMessages.tooManyClients, input: ids });
        return z.NEVER;
      }
      return unique;
    }),
  ),
  startDate: requiredDateField(programMessages.startDateRequired),
  alignToMonday: z._default(z.boolean(), false),
}));
export type ProgramAssignmentCreateRequest = z.input<typeof programAssignmentCreateSchema>;

/** POST /api/v1/program-assignments/{id}/pause: every task from today on not yet registered moves `days` later. */
export const programAssignmentPauseSchema = lazySchema(() => z.object({
  days: wholeNumber(1, PROGRAM_LIMITS.pauseDays, programMessages.pauseDaysInvalid),
}));
export type ProgramAssignmentPauseRequest = z.input<typeof programAssignmentPauseSchema>;

/**
 * upcoming: its first day has not come; active: under way; finished: its last day passed; ended: the
 * trainer ended it early (POST …/end).
 */
export const programAssignmentStatuses = ['upcoming', 'active', 'finished', 'ended'] as const;
export type ProgramAssignmentStatus = (typeof programAssignmentStatuses)[number];
export const programAssignmentStatusLabels: Record<ProgramAssignmentStatus, string> = {
  upcoming: 'Por empezar',
  active: 'En curso',
  finished: 'Terminado',
  ended: 'Finalizado antes de tiempo',
};

export const programAssignmentSchema = lazySchema(() => z.object({
  id: z.number(),
  programId: z.number(),
  /** The program's name now (its name even once it is deleted: `programArchived`). */
  programName: z.string(),
  programArchived: z.boolean(),
  clientId: z.number(),
  /** The program's day 1 (a Monday when aligned). */
  startDate: z.string(),
  alignToMonday: z.boolean(),
  /** The program's weeks when it was assigned (a later change of weeks applied to it updates them). */
  weeks: z.number(),
  /** The last day of the program for this client, pauses included. */
  endDate: z.string(),
  /** 1 to weeks: the week the client is in today ("semana 3 de 12"); 1 before the start, `weeks` after the end. */
  currentWeek: z.number(),
  status: z.enum(programAssignmentStatuses),
  /** Days the assignment was paused, in total. */
  pausedDays: z.number(),
  /** When it was ended early, or null. */
  endedAt: z.nullable(z.string()),
  /** Its tasks: all, those whose day has come (today included), and those the client registered. */
  tasksTotal: z.number(),
  tasksDue: z.number(),
  tasksDone: z.number(),
  createdAt: z.string(),
}));
export type ProgramAssignment = z.infer<typeof programAssignmentSchema>;

/** GET /api/v1/clients/{clientId}/program-assignments: active and upcoming first (by start date), then the rest, newest first. */
export const programAssignmentListSchema = lazySchema(() => z.object({ items: z.array(programAssignmentSchema) }));
export type ProgramAssignmentList = z.infer<typeof programAssignmentListSchema>;
/** POST /api/v1/programs/{id}/assignments answers 201 with one assignment per client, in the order of `clientIds`. */
export const programAssignmentCreatedSchema = programAssignmentListSchema;

/** Where the programs endpoints live (the web calls them by these). */
export const programPaths = {
  /** GET (programListQuerySchema → programListSchema) | POST (programCreateSchema → 201 programSchema). */
  programs: '/api/v1/programs',
  /** GET (programSchema) | PATCH (programUpdateSchema → programSchema) | DELETE (204; archives it). */
  program: (id: number) => `/api/v1/programs/${id}`,
  /** POST: a copy in the business's library (201 programSchema). */
  duplicate: (id: number) => `/api/v1/programs/${id}/duplicate`,
  /** POST (programAssignmentCreateSchema → 201 programAssignmentCreatedSchema). */
  assignments: (programId: number) => `/api/v1/programs/${programId}/assignments`,
  /** GET: programAssignmentListSchema. */
  clientAssignments: (clientId: number) => `/api/v1/clients/${clientId}/program-assignments`,
  /** DELETE (204): the assignment and its tasks the client did not register (registered ones stay as plain tasks). */
  assignment: (id: number) => `/api/v1/program-assignments/${id}`,
  /** POST (programAssignmentPauseSchema → programAssignmentSchema). */
  pause: (id: number) => `/api/v1/program-assignments/${id}/pause`,
  /** POST (no body → programAssignmentSchema): removes its tasks after today not registered; status ended. */
  end: (id: number) => `/api/v1/program-assignments/${id}/end`,
} as const;
