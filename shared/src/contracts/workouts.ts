import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { idField, textField } from './fields';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_INSTRUCTIONS_LENGTH,
  libraryItemBase,
  libraryListQuerySchema,
  libraryNameField,
  libraryTotalField,
  optionalLongText,
} from './library';
import { normalizeDecimal } from './validators';

/*
 * Workouts (SPEC.md sections 3, 4, 5): ordered groups (each with a name), each with ordered
 * exercises from the library, each with ordered series. A series is either repetitions or time, plus
 * rest and an optional weight. In simple mode every series of an exercise has the same values (the
 * editor shows "series × values"); in advanced mode each series has its own. Advanced → simple keeps
 * each exercise's first series' values (mergeToSimple).
 */

export const workoutModes = ['simple', 'advanced'] as const;
export type WorkoutMode = (typeof workoutModes)[number];
export const workoutModeLabels: Record<WorkoutMode, string> = { simple: 'Simple', advanced: 'Avanzada' };

export const WORKOUT_LIMITS = {
  groups: 20,
  exercisesPerGroup: 30,
  seriesPerExercise: 20,
  reps: 999,
  seconds: 36_000,
  restSeconds: 3_600,
  weightKg: 1_000,
} as const;

export const workoutMessages = {
  groupNameRequired: 'Falta el nombre del grupo',
  groupsRequired: 'Agregá al menos un grupo con un ejercicio',
  exercisesRequired: 'Agregá al menos un ejercicio al grupo',
  seriesRequired: 'Cada ejercicio necesita al menos una serie',
  repsOrSeconds: 'Cada serie lleva repeticiones o tiempo (uno de los dos)',
  repsInvalid: `Las repeticiones van de 1 a ${WORKOUT_LIMITS.reps}`,
  secondsInvalid: `El tiempo va de 1 a ${WORKOUT_LIMITS.seconds} segundos`,
  restInvalid: `El descanso va de 0 a ${WORKOUT_LIMITS.restSeconds} segundos`,
  weightInvalid: `Ingresá un peso entre 0 y ${WORKOUT_LIMITS.weightKg} kg, con hasta dos decimales`,
  simpleSeriesDiffer: 'En una rutina simple todas las series de un ejercicio tienen los mismos valores',
  tooManyGroups: `Hasta ${WORKOUT_LIMITS.groups} grupos por rutina`,
  tooManyExercises: `Hasta ${WORKOUT_LIMITS.exercisesPerGroup} ejercicios por grupo`,
  tooManySeries: `Hasta ${WORKOUT_LIMITS.seriesPerExercise} series por ejercicio`,
  exerciseUnknown: 'La rutina usa un ejercicio que no está en tu biblioteca',
  modeChangeToSimple: 'Al pasar a simple, cada ejercicio se queda con los valores de su primera serie.',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int({ error: message, abort: true }), z.minimum(min, message), z.maximum(max, message));

/** Kilograms with up to two decimals; "62,5" (a comma, as typed in Spanish) is accepted. */
export const weightKgField = lazySchema(() => z.nullish(
  z.pipe(
    z.union([z.number({ error: workoutMessages.weightInvalid }), z.string({ error: workoutMessages.weightInvalid }).check(z.trim())]),
    z.transform((value: number | string, ctx) => {
      if (value === '') return null;
      const text = typeof value === 'number' ? String(value) : normalizeDecimal(value);
      const parsed = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isNaN(parsed) || parsed < 0 || parsed > WORKOUT_LIMITS.weightKg) {
        ctx.issues.push({ code: 'custom', message: workoutMessages.weightInvalid, input: value });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
));

export const workoutSeriesSchema = z
  .object({
    reps: z.nullish(wholeNumber(1, WORKOUT_LIMITS.reps, workoutMessages.repsInvalid)),
    seconds: z.nullish(wholeNumber(1, WORKOUT_LIMITS.seconds, workoutMessages.secondsInvalid)),
    restSeconds: z._default(wholeNumber(0, WORKOUT_LIMITS.restSeconds, workoutMessages.restInvalid), 0),
    weightKg: weightKgField,
  })
  .check(
    z.superRefine((series, ctx) => {
      if ((series.reps == null) === (series.seconds == null)) {
        ctx.addIssue({ code: 'custom', path: ['reps'], message: workoutMessages.repsOrSeconds, input: series });
      }
    }),
  );
export type WorkoutSeriesInput = z.input<typeof workoutSeriesSchema>;

export const workoutExerciseInputSchema = lazySchema(() => z.object({
  exerciseId: idField,
  series: z
    .array(workoutSeriesSchema)
    .check(z.minLength(1, workoutMessages.seriesRequired), z.maxLength(WORKOUT_LIMITS.seriesPerExercise, workoutMessages.tooManySeries)),
}));

export const workoutGroupInputSchema = lazySchema(() => z.object({
  name: textField(80, { required: workoutMessages.groupNameRequired }),
  instructions: optionalLongText(MAX_INSTRUCTIONS_LENGTH),
  exercises: z
    .array(workoutExerciseInputSchema)
    .check(z.minLength(1, workoutMessages.exercisesRequired), z.maxLength(WORKOUT_LIMITS.exercisesPerGroup, workoutMessages.tooManyExercises)),
}));

const groupsField = z
  .array(workoutGroupInputSchema)
  .check(z.minLength(1, workoutMessages.groupsRequired), z.maxLength(WORKOUT_LIMITS.groups, workoutMessages.tooManyGroups));

type SeriesValues = { reps?: number | null; seconds?: number | null; restSeconds: number; weightKg?: number | null };
const sameValues = (a: SeriesValues, b: SeriesValues) =>
  (a.reps ?? null) === (b.reps ?? null) &&
  (a.seconds ?? null) === (b.seconds ?? null) &&
  a.restSeconds === b.restSeconds &&
  (a.weightKg ?? null) === (b.weightKg ?? null);

/** Simple mode accepts only exercises whose series all have the same values. */
const simpleShape = z.superRefine(
  (workout: { mode?: WorkoutMode; groups?: Array<{ exercises: Array<{ series: SeriesValues[] }> }> }, ctx) => {
    if (workout.mode !== 'simple' || !workout.groups) return;
    workout.groups.forEach((group, g) =>
      group.exercises.forEach((exercise, e) => {
        const [first, ...rest] = exercise.series;
        if (first && rest.some((series) => !sameValues(first, series))) {
          ctx.addIssue({ code: 'custom', path: ['groups', g, 'exercises', e, 'series'], message: workoutMessages.simpleSeriesDiffer, input: exercise });
        }
      }),
    );
  },
);

export const workoutCreateSchema = z
  .object({
    name: libraryNameField,
    description: optionalLongText(MAX_DESCRIPTION_LENGTH),
    mode: z.enum(workoutModes),
    groups: groupsField,
  })
  .check(simpleShape);
export type WorkoutCreateRequest = z.input<typeof workoutCreateSchema>;

/**
 * PATCH: any field. `{ "mode": "simple" }` alone on an advanced workout merges its series (first
 * series' values); groups sent with a mode must have that mode's shape; groups sent without a mode
 * must have the stored mode's shape (checked by the API).
 */
export const workoutUpdateSchema = z
  .object({
    name: z.optional(libraryNameField),
    description: optionalLongText(MAX_DESCRIPTION_LENGTH),
    mode: z.optional(z.enum(workoutModes)),
    groups: z.optional(groupsField),
  })
  .check(simpleShape);
export type WorkoutUpdateRequest = z.input<typeof workoutUpdateSchema>;

export const workoutSeriesSchemaOut = lazySchema(() => z.object({
  reps: z.nullable(z.number()),
  seconds: z.nullable(z.number()),
  restSeconds: z.number(),
  weightKg: z.nullable(z.number()),
}));
export type WorkoutSeries = z.infer<typeof workoutSeriesSchemaOut>;

export const workoutSchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  mode: z.enum(workoutModes),
  groups: z.array(
    z.object({
      name: z.string(),
      instructions: z.nullable(z.string()),
      exercises: z.array(
        z.object({
          exerciseId: z.number(),
          /** What the editor and the app show for the exercise (its name even once it is deleted). */
          exercise: z.object({ id: z.number(), name: z.string(), thumbnailUrl: z.nullable(z.string()), archived: z.boolean() }),
          series: z.array(workoutSeriesSchemaOut),
        }),
      ),
    }),
  ),
}));
export type Workout = z.infer<typeof workoutSchema>;
export type WorkoutGroup = Workout['groups'][number];
export type WorkoutExercise = WorkoutGroup['exercises'][number];

/** A workout in lists: no groups, their counts. */
export const workoutSummarySchema = lazySchema(() => z.object({
  ...libraryItemBase,
  description: z.nullable(z.string()),
  mode: z.enum(workoutModes),
  groupCount: z.number(),
  exerciseCount: z.number(),
}));
export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;

export const workoutListQuerySchema = libraryListQuerySchema;
export const workoutListSchema = lazySchema(() => z.object({ items: z.array(workoutSummarySchema), total: libraryTotalField }));
export type WorkoutList = z.infer<typeof workoutListSchema>;

/**
 * Advanced → simple (SPEC.md section 4): each exercise keeps as many series as it had, all with the
 * values of its first series. Used by the editor (before asking to confirm) and by the API.
 */
export function mergeToSimple<S extends SeriesValues, E extends { series: S[] }, G extends { exercises: E[] }>(groups: G[]): G[] {
  return groups.map((group) => ({
    ...group,
    exercises: group.exercises.map((exercise) => {
      const [first] = exercise.series;
      return first ? { ...exercise, series: exercise.series.map(() => ({ ...first })) } : exercise;
    }),
  }));
}

/** Whether switching these groups to simple would change any series (the editor asks first). */
export function mergeChangesSeries(groups: Array<{ exercises: Array<{ series: SeriesValues[] }> }>): boolean {
  return groups.some((group) =>
    group.exercises.some((exercise) => {
      const [first, ...rest] = exercise.series;
      return first !== undefined && rest.some((series) => !sameValues(first, series));
    }),
  );
}
