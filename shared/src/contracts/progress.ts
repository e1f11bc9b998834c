import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { taskCompletionSchema } from './agenda';
import { clientMessages, decimalInput } from './clients';
import { calendarDate, clearableField, idParamsSchema, multiLineText, pageField, pageSizeField } from './fields';
import { figureLimits, MEASUREMENT_LIMITS, measurementFigures, type MeasurementFigure } from './measurement-figures';
import { validationMessages as m } from './messages';

/*
 * A client's progress (issue 26): body measurements entered by the trainer or by the client in the
 * app, and the summary a trainer reads at a glance (the latest of each figure with its change, and the
 * share of assigned tasks done over the last 7, 30 and 90 days).
 */

export { MEASUREMENT_LIMITS, figureLimits, measurementFigureInfo, measurementFigures, type MeasurementFigure } from './measurement-figures';

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
  /** GET: trainedExerciseListSchema. */
  exercises: (clientId: number) => `/api/v1/clients/${clientId}/exercises`,
  /** GET (exerciseHistoryQuerySchema → exerciseHistorySchema). */
  exerciseHistory: (clientId: number, exerciseId: number) => `/api/v1/clients/${clientId}/exercises/${exerciseId}/history`,
  /** GET (personalRecordQuerySchema → personalRecordListSchema). */
  records: (clientId: number) => `/api/v1/clients/${clientId}/records`,
  clientAppExercises: '/api/v1/client-app/exercises',
  clientAppExerciseHistory: (exerciseId: number) => `/api/v1/client-app/exercises/${exerciseId}/history`,
  clientAppRecords: '/api/v1/client-app/records',
  /** GET (progressPhotoListQuerySchema → progressPhotoListSchema) | POST (multipart: photo, pose, date, id?) → progressPhotoSchema. */
  photos: (clientId: number) => `/api/v1/clients/${clientId}/progress-photos`,
  /** DELETE (204). */
  photo: (id: number) => `/api/v1/progress-photos/${id}`,
  clientAppPhotos: '/api/v1/client-app/progress-photos',
  clientAppPhoto: (id: number) => `/api/v1/client-app/progress-photos/${id}`,
} as const;

const figureField = (figure: MeasurementFigure) => {
  const limits = figureLimits(figure);
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
const dayField = (messages: { dateRequired: string; dateTooOld: string }) =>
  z
    .string({ error: messages.dateRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.dateRequired, abort: true }),
      ...calendarDate(
        m.dateInvalid,
        z.refine((value) => Number(value.slice(0, 4)) >= MEASUREMENT_LIMITS.earliestYear, { error: messages.dateTooOld, abort: true }),
      ),
    );
const measurementDateField = () => dayField(measurementMessages);

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
    /** How many personal records the client holds (GET …/records lists them); the API always sends it. */
    records: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
);
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/* ---- Training history and personal records (from the per-series results of workout completions) ---- */

export const HISTORY_LIMITS = {
  /** Sessions per page of an exercise's history: a chart reads one page. */
  pageDefault: 50,
  pageMax: 200,
  /** Heaviest weight is a record for each exact rep count up to this one (1RM … 12RM). */
  recordRepsMax: 12,
} as const;

/**
 * A series with no weight, or 0 kg, is done with the body's weight (push-ups, a plank): no kilograms
 * to say, no estimated 1RM. The API's records read it the same (`coalesce(done_weight_kg, 0) = 0`).
 */
export const isBodyweight = (weightKg: number | null): boolean => weightKg === null || weightKg <= 0;

/** Epley's estimated one-repetition maximum, in kg with two decimals: weight × (1 + reps / 30); one repetition is the weight itself. */
export const epleyE1rm = (weightKg: number, reps: number): number | null =>
  reps >= 1 && weightKg > 0 ? Math.round((reps === 1 ? weightKg : weightKg * (1 + reps / 30)) * 100) / 100 : null;

export const exerciseHistoryQuerySchema = lazySchema(() =>
  z.object({
    page: pageField,
    pageSize: pageSizeField(HISTORY_LIMITS.pageMax, HISTORY_LIMITS.pageDefault),
    from: z.optional(z.string({ error: m.dateInvalid }).check(z.trim(), z.minLength(1, { error: m.dateInvalid, abort: true }), ...calendarDate())),
    to: z.optional(z.string({ error: m.dateInvalid }).check(z.trim(), z.minLength(1, { error: m.dateInvalid, abort: true }), ...calendarDate())),
  }),
);
export type ExerciseHistoryQuery = z.input<typeof exerciseHistoryQuerySchema>;

export const exerciseParamsSchema = lazySchema(() => z.object({ exerciseId: idParamsSchema.shape.id }));
export const clientExerciseParamsSchema = lazySchema(() => z.object({ clientId: idParamsSchema.shape.id, exerciseId: idParamsSchema.shape.id }));

/** What a series did (or was prescribed): repetitions, kilograms, seconds; null where it says nothing. */
const setFigures = () => ({ reps: z.nullable(z.number()), weightKg: z.nullable(z.number()), seconds: z.nullable(z.number()) });

/** One series of a session, as registered: done beside what the workout prescribed then, names as they were. */
export const historySeriesSchema = lazySchema(() =>
  z.object({
    groupName: z.string(),
    exerciseName: z.string(),
    seriesIndex: z.number(),
    done: z.object(setFigures()),
    prescribed: z.object({ ...setFigures(), restSeconds: z.nullable(z.number()) }),
    /** Repetitions × kilograms done; null without both. */
    volumeKg: z.nullable(z.number()),
    /** Epley's estimate from what was done; null without repetitions and weight. */
    e1rmKg: z.nullable(z.number()),
  }),
);
export type HistorySeries = z.infer<typeof historySeriesSchema>;

/** The best series of a session: the highest estimated 1RM; without weights, the most repetitions, then the longest. */
export const bestSetSchema = lazySchema(() => z.nullable(z.object({ ...setFigures(), e1rmKg: z.nullable(z.number()) })));
export type BestSet = z.infer<typeof bestSetSchema>;

/** One workout completion in which the client did the exercise. */
export const historySessionSchema = lazySchema(() =>
  z.object({
    completionId: z.number(),
    date: z.string(),
    workoutName: z.string(),
    series: z.array(historySeriesSchema),
    bestSet: bestSetSchema,
    /** The session's volume: Σ repetitions × kilograms (0 without weights). */
    volumeKg: z.number(),
    /** The session's best estimated 1RM (Epley). */
    e1rmKg: z.nullable(z.number()),
  }),
);
export type HistorySession = z.infer<typeof historySessionSchema>;

/** GET …/exercises/{exerciseId}/history: sessions newest first; `total` counts them all (within from/to). */
export const exerciseHistorySchema = lazySchema(() =>
  z.object({
    exercise: z.object({ id: z.number(), name: z.string() }),
    items: z.array(historySessionSchema),
    total: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;

/** An exercise the client has registered series of. */
export const trainedExerciseSchema = lazySchema(() =>
  z.object({
    exerciseId: z.number(),
    /** The exercise's name in the library now. */
    name: z.string(),
    sessions: z.number().check(z.int(), z.nonnegative()),
    lastDate: z.string(),
    bestE1rmKg: z.nullable(z.number()),
  }),
);
export type TrainedExercise = z.infer<typeof trainedExerciseSchema>;

/** GET …/exercises: every exercise with history, the most recently done first. */
export const trainedExerciseListSchema = lazySchema(() => z.object({ items: z.array(trainedExerciseSchema) }));
export type TrainedExerciseList = z.infer<typeof trainedExerciseListSchema>;

/**
 * The kinds of personal record, per exercise: the heaviest weight for an exact rep count (1 to
 * HISTORY_LIMITS.recordRepsMax), the best estimated 1RM, the most repetitions at a weight (only where
 * no heavier weight was done for as many), and the longest timed series.
 */
export const personalRecordKinds = ['weight_for_reps', 'e1rm', 'reps_at_weight', 'longest_time'] as const;
export type PersonalRecordKind = (typeof personalRecordKinds)[number];
export const personalRecordKindLabels: Record<PersonalRecordKind, string> = {
  weight_for_reps: 'Más peso para esas repeticiones',
  e1rm: '1RM estimado (Epley)',
  reps_at_weight: 'Más repeticiones con ese peso',
  longest_time: 'Más tiempo',
};

/** A record and the series that set it (the first to reach it: a tie does not take it). */
export const personalRecordSchema = lazySchema(() =>
  z.object({
    kind: z.enum(personalRecordKinds),
    exerciseId: z.number(),
    exerciseName: z.string(),
    ...setFigures(),
    e1rmKg: z.nullable(z.number()),
    date: z.string(),
    completionId: z.number(),
  }),
);
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

export const personalRecordQuerySchema = lazySchema(() => z.object({ exerciseId: z.optional(idParamsSchema.shape.id) }));
export type PersonalRecordQuery = z.input<typeof personalRecordQuerySchema>;

/** GET …/records: by exercise (name), then kind, then repetitions or weight. */
export const personalRecordListSchema = lazySchema(() => z.object({ items: z.array(personalRecordSchema) }));
export type PersonalRecordList = z.infer<typeof personalRecordListSchema>;

/**
 * The answer to POST /api/v1/client-app/tasks/{id}/completions: the completion, and the records it
 * set ("¡Nuevo récord!"): those that beat an earlier value of the same record; a first time is not a
 * record. Absent in answers of older servers; [] when it set none.
 */
export const taskCompletionCreatedSchema = lazySchema(() => z.extend(taskCompletionSchema, { records: z.optional(z.array(personalRecordSchema)) }));
export type TaskCompletionCreated = z.infer<typeof taskCompletionCreatedSchema>;

/* ---- Progress photos ---- */

export const progressPhotoPoses = ['front', 'side', 'back'] as const;
export type ProgressPhotoPose = (typeof progressPhotoPoses)[number];
export const progressPhotoPoseLabels: Record<ProgressPhotoPose, string> = { front: 'Frente', side: 'Perfil', back: 'Espalda' };

export const PROGRESS_PHOTO_LIMITS = {
  /** A phone's photo, before it is encoded again (only the picture is kept). */
  maxBytes: 10 * 1024 * 1024,
  /** Photos a client keeps: three poses every week for about two years. */
  perClient: 300,
  pageDefault: 60,
  pageMax: 300,
} as const;

/** The multipart field the photo travels in; `pose`, `date` and the optional `id` are fields beside it. */
export const PROGRESS_PHOTO_FIELD = 'photo';

export const progressPhotoMessages = {
  dateRequired: 'Elegí la fecha de la foto',
  dateInFuture: 'La fecha de la foto no puede ser futura',
  dateTooOld: `La fecha de la foto no puede ser anterior al año ${MEASUREMENT_LIMITS.earliestYear}`,
  poseInvalid: 'Elegí la pose: frente, perfil o espalda',
  photoRequired: 'Elegí una foto (JPEG, PNG o GIF), en el campo photo',
  photoTypeInvalid: 'La foto tiene que ser una imagen JPEG, PNG o GIF',
  tooLarge: `La foto puede pesar hasta ${PROGRESS_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooMany: `Llegaste al máximo de ${PROGRESS_PHOTO_LIMITS.perClient} fotos de progreso: eliminá alguna para subir otra`,
  idInvalid: 'El identificador de la foto no es válido',
} as const;

/** The fields beside the photo in POST …/progress-photos (multipart), as text. */
export const progressPhotoFieldsSchema = lazySchema(() =>
  z.object({
    id: z.optional(
      z
        .string({ error: progressPhotoMessages.idInvalid })
        .check(z.trim(), z.toLowerCase(), z.uuid({ error: progressPhotoMessages.idInvalid })),
    ),
    pose: z.enum(progressPhotoPoses, { error: progressPhotoMessages.poseInvalid }),
    date: dayField(progressPhotoMessages),
  }),
);
export type ProgressPhotoFields = z.input<typeof progressPhotoFieldsSchema>;

export const progressPhotoListQuerySchema = lazySchema(() =>
  z.object({
    page: pageField,
    pageSize: pageSizeField(PROGRESS_PHOTO_LIMITS.pageMax, PROGRESS_PHOTO_LIMITS.pageDefault),
    pose: z.optional(z.enum(progressPhotoPoses, { error: progressPhotoMessages.poseInvalid })),
  }),
);
export type ProgressPhotoListQuery = z.input<typeof progressPhotoListQuerySchema>;

export const progressPhotoSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    clientId: z.number(),
    date: z.string(),
    pose: z.enum(progressPhotoPoses),
    /** A signed URL that stops working within two hours: ask the list again for a fresh one. */
    url: z.string(),
    enteredBy: z.enum(measurementAuthors),
    createdAt: z.string(),
  }),
);
export type ProgressPhoto = z.infer<typeof progressPhotoSchema>;

/** GET …/progress-photos: newest first (by day, then the later upload). */
export const progressPhotoListSchema = lazySchema(() =>
  z.object({ items: z.array(progressPhotoSchema), total: z.number().check(z.int(), z.nonnegative()) }),
);
export type ProgressPhotoList = z.infer<typeof progressPhotoListSchema>;
