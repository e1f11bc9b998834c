import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { clientMessages, decimalInput } from './clients';
import { calendarDate, clearableField, multiLineText, pageField, pageSizeField } from './fields';
import { validationMessages as m } from './messages';

/*
 * A client's progress (issue 26): body measurements entered by the trainer or by the client in the
 * app, and the summary a trainer reads at a glance (the latest of each figure with its change, and the
 * share of assigned tasks done over the last 7, 30 and 90 days).
 */

export const MEASUREMENT_LIMITS = {
  weightKg: { min: 20, max: 400 },
  bodyFatPct: { min: 2, max: 75 },
  circumferenceCm: { min: 10, max: 300 },
  noteLength: 500,
  /** A measurement is a day of this year or later, and never after today in the business's zone. */
  earliestYear: 2000,
  pageDefault: 50,
  /** A page holds years of weekly measurements: a chart reads one page. */
  pageMax: 200,
} as const;

/** The figures of a measurement, in the order forms and charts show them. */
export const measurementFigures = ['weightKg', 'bodyFatPct', 'waistCm', 'hipCm', 'chestCm', 'armCm', 'thighCm'] as const;
export type MeasurementFigure = (typeof measurementFigures)[number];

/** Who entered a measurement: the trainer (web) or the client (app). */
export const measurementAuthors = ['trainer', 'client'] as const;
export type MeasurementAuthor = (typeof measurementAuthors)[number];

const { circumferenceCm: cm } = MEASUREMENT_LIMITS;
const circumference = (part: string) => `Ingresá la medida de ${part} entre ${cm.min} y ${cm.max} cm, con hasta dos decimales`;

export const measurementMessages = {
  dateRequired: 'Elegí la fecha de la medición',
  dateInFuture: 'La fecha de la medición no puede ser futura',
  dateTooOld: `La fecha de la medición no puede ser anterior al año ${MEASUREMENT_LIMITS.earliestYear}`,
  figureRequired: 'Ingresá al menos una medida: peso, grasa corporal o un contorno',
  idInvalid: 'El identificador de la medición no es válido',
  invalid: {
    weightKg: clientMessages.weightInvalid,
    bodyFatPct: `Ingresá un porcentaje de grasa corporal entre ${MEASUREMENT_LIMITS.bodyFatPct.min} y ${MEASUREMENT_LIMITS.bodyFatPct.max}, con hasta dos decimales`,
    waistCm: circumference('cintura'),
    hipCm: circumference('cadera'),
    chestCm: circumference('pecho'),
    armCm: circumference('brazo'),
    thighCm: circumference('muslo'),
  } satisfies Record<MeasurementFigure, string>,
} as const;

/** Where the progress endpoints live (the web and the app call them by these). */
export const progressPaths = {
  /** GET (measurementListQuerySchema → measurementListSchema) | POST (measurementCreateSchema → measurementSchema). */
  measurements: (clientId: number) => `/api/v1/clients/${clientId}/measurements`,
  /** PATCH (measurementUpdateSchema → measurementSchema) | DELETE (204). */
  measurement: (id: number) => `/api/v1/measurements/${id}`,
  /** GET: progressSummarySchema. */
  summary: (clientId: number) => `/api/v1/clients/${clientId}/progress`,
  /** Client app (client token): its own measurements and summary. */
  clientAppMeasurements: '/api/v1/client-app/measurements',
  clientAppSummary: '/api/v1/client-app/progress',
} as const;

const figureField = (figure: MeasurementFigure) => {
  const limits = figure === 'weightKg' || figure === 'bodyFatPct' ? MEASUREMENT_LIMITS[figure] : cm;
  return decimalInput(limits.min, limits.max, measurementMessages.invalid[figure]);
};
const figureFields = () => ({
  weightKg: figureField('weightKg'),
  bodyFatPct: figureField('bodyFatPct'),
  waistCm: figureField('waistCm'),
  hipCm: figureField('hipCm'),
  chestCm: figureField('chestCm'),
  armCm: figureField('armCm'),
  thighCm: figureField('thighCm'),
});

/**
 * The day of a measurement: a real calendar day, not before MEASUREMENT_LIMITS.earliestYear. "Not in
 * the future" depends on the business's time zone: the API checks it with its clock.
 */
const measurementDateField = () =>
  z
    .string({ error: measurementMessages.dateRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: measurementMessages.dateRequired, abort: true }),
      ...calendarDate(
        m.dateInvalid,
        z.refine((value) => Number(value.slice(0, 4)) >= MEASUREMENT_LIMITS.earliestYear, { error: measurementMessages.dateTooOld, abort: true }),
      ),
    );

const noteField = () =>
  clearableField(
    z
      .string()
      .check(z.trim(), multiLineText(), z.maxLength(MEASUREMENT_LIMITS.noteLength, m.maxLength(MEASUREMENT_LIMITS.noteLength))),
  );

/** Whether a measurement (as sent, or as it would be stored after a change) has at least one figure. */
export const hasSomeFigure = (values: Partial<Record<MeasurementFigure, number | null | undefined>>): boolean =>
  measurementFigures.some((figure) => values[figure] != null);

/**
 * POST /api/v1/clients/{clientId}/measurements and POST /api/v1/client-app/measurements. Figures take
 * "72,5" as forms send it; at least one. `id`: a UUID the app generates, so that a retry of its queue
 * answers the stored measurement (200) instead of storing it twice.
 */
export const measurementCreateSchema = lazySchema(() =>
  z
    .object({
      id: z.optional(
        z
          .string({ error: measurementMessages.idInvalid })
          .check(z.trim(), z.toLowerCase(), z.uuid({ error: measurementMessages.idInvalid })),
      ),
      date: measurementDateField(),
      ...figureFields(),
      note: noteField(),
    })
    .check(
      z.superRefine((data, ctx) => {
        if (!hasSomeFigure(data)) ctx.addIssue({ code: 'custom', path: ['weightKg'], message: measurementMessages.figureRequired });
      }),
    ),
);
export type MeasurementCreateRequest = z.input<typeof measurementCreateSchema>;

/** PATCH /api/v1/measurements/{id}: any field; a figure or the note is cleared with null, never all figures. */
export const measurementUpdateSchema = lazySchema(() =>
  z.object({
    date: z.optional(measurementDateField()),
    ...figureFields(),
    note: noteField(),
  }),
);
export type MeasurementUpdateRequest = z.input<typeof measurementUpdateSchema>;

/** GET lists of measurements: newest first (by day, then by entry), optionally between two days. */
export const measurementListQuerySchema = lazySchema(() =>
  z.object({
    page: pageField,
    pageSize: pageSizeField(MEASUREMENT_LIMITS.pageMax, MEASUREMENT_LIMITS.pageDefault),
    from: z.optional(z.string({ error: m.dateInvalid }).check(z.trim(), z.minLength(1, { error: m.dateInvalid, abort: true }), ...calendarDate())),
    to: z.optional(z.string({ error: m.dateInvalid }).check(z.trim(), z.minLength(1, { error: m.dateInvalid, abort: true }), ...calendarDate())),
  }),
);
export type MeasurementListQuery = z.input<typeof measurementListQuerySchema>;

export const measurementSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    clientId: z.number(),
    date: z.string(),
    weightKg: z.nullable(z.number()),
    bodyFatPct: z.nullable(z.number()),
    waistCm: z.nullable(z.number()),
    hipCm: z.nullable(z.number()),
    chestCm: z.nullable(z.number()),
    armCm: z.nullable(z.number()),
    thighCm: z.nullable(z.number()),
    note: z.nullable(z.string()),
    enteredBy: z.enum(measurementAuthors),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Measurement = z.infer<typeof measurementSchema>;

export const measurementListSchema = lazySchema(() =>
  z.object({ items: z.array(measurementSchema), total: z.number().check(z.int(), z.nonnegative()) }),
);
export type MeasurementList = z.infer<typeof measurementListSchema>;

/** The latest value of a figure, its day, and how much it moved since the one before (null: the first). */
export const latestFigureSchema = lazySchema(() =>
  z.nullable(z.object({ value: z.number(), date: z.string(), change: z.nullable(z.number()) })),
);
export type LatestFigure = z.infer<typeof latestFigureSchema>;

/**
 * Percentages (integers, 0–100) of the task occurrences due in the last 7, 30 and 90 days that the
 * client registered; today does not count (it is not over). null: nothing was due in that window.
 */
export const adherenceSchema = lazySchema(() =>
  z.object({ d7: z.nullable(z.number()), d30: z.nullable(z.number()), d90: z.nullable(z.number()) }),
);
export type Adherence = z.infer<typeof adherenceSchema>;

/** One week (Monday `start` to Sunday) of the weekly chart: occurrences due in it up to yesterday, and those registered. */
export const adherenceWeekSchema = lazySchema(() =>
  z.object({ start: z.string(), due: z.number().check(z.int(), z.nonnegative()), done: z.number().check(z.int(), z.nonnegative()) }),
);
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;

/** GET /api/v1/clients/{clientId}/progress and GET /api/v1/client-app/progress. */
export const progressSummarySchema = lazySchema(() =>
  z.object({
    latest: z.object({
      weightKg: latestFigureSchema,
      bodyFatPct: latestFigureSchema,
      waistCm: latestFigureSchema,
      hipCm: latestFigureSchema,
      chestCm: latestFigureSchema,
      armCm: latestFigureSchema,
      thighCm: latestFigureSchema,
    }),
    adherence: adherenceSchema,
    /** The last 12 weeks, oldest first; the last is the current week. */
    weeks: z.array(adherenceWeekSchema),
    /**
     * Days in a row, back from today, on which everything due was registered (days with nothing due
     * are skipped; today counts once all of it is done).
     */
    streakDays: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type ProgressSummary = z.infer<typeof progressSummarySchema>;
