import { formatDecimal, normalizeDecimal } from '@coach/shared';
import {
  mergeToSimple,
  WORKOUT_LIMITS,
  type Workout,
  type WorkoutCreateRequest,
  type WorkoutMode,
} from '@coach/shared/contracts';

/*
 * What the workout editor edits: the workout as a document with stable keys (for React and drag and
 * drop) and the values as typed (a weight stays "62,5" until it is saved). In simple mode an exercise
 * still holds one series per repetition of the block, all with the same values: switching to advanced
 * then keeps them as they are.
 */

export type Measure = 'reps' | 'seconds';

export interface SeriesDraft {
  key: string;
  measure: Measure;
  /** Repetitions or seconds, as `measure` says; null while empty. */
  amount: number | null;
  restSeconds: number | null;
  /** Kilograms as typed ("62,5"); "" when none. */
  weight: string;
}

export interface ExerciseDraft {
  key: string;
  exerciseId: number;
  name: string;
  thumbnailUrl: string | null;
  archived: boolean;
  series: SeriesDraft[];
}

export interface GroupDraft {
  key: string;
  name: string;
  instructions: string;
  exercises: ExerciseDraft[];
}

export interface WorkoutDraft {
  name: string;
  description: string;
  mode: WorkoutMode;
  groups: GroupDraft[];
}

/** An exercise as the picker gives it. */
export interface PickedExercise {
  id: number;
  name: string;
  thumbnailUrl: string | null;
}

export type SeriesValues = Omit<SeriesDraft, 'key'>;

let lastKey = 0;
/** A key unique in this page's life. */
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

export const DEFAULT_SERIES: SeriesValues = { measure: 'reps', amount: 10, restSeconds: 60, weight: '' };
const DEFAULT_SERIES_COUNT = 3;

// As the business's country writes it ("72,5", "72.5" in Mexico); comparable() reads either sign back.
const formatWeight = (kg: number | null) => formatDecimal(kg, { grouping: false });

export const emptyWorkoutDraft = (): WorkoutDraft => ({
  name: '',
  description: '',
  mode: 'simple',
  groups: [newGroup(1)],
});

export function newGroup(position: number): GroupDraft {
  // The same word as the card's heading and every message ("Grupo 2", "Falta el nombre del grupo").
  return { key: newKey('grupo'), name: `Grupo ${position}`, instructions: '', exercises: [] };
}

export function newExercise(picked: PickedExercise): ExerciseDraft {
  return {
    key: newKey('ejercicio'),
    exerciseId: picked.id,
    name: picked.name,
    thumbnailUrl: picked.thumbnailUrl,
    archived: false,
    series: Array.from({ length: DEFAULT_SERIES_COUNT }, () => ({ key: newKey('serie'), ...DEFAULT_SERIES })),
  };
}

export function draftFromWorkout(workout: Workout): WorkoutDraft {
  return {
    name: workout.name,
    description: workout.description ?? '',
    mode: workout.mode,
    groups: workout.groups.map((group) => ({
      key: newKey('grupo'),
      name: group.name,
      instructions: group.instructions ?? '',
      exercises: group.exercises.map((exercise) => ({
        key: newKey('ejercicio'),
        exerciseId: exercise.exerciseId,
        name: exercise.exercise.name,
        thumbnailUrl: exercise.exercise.thumbnailUrl,
        archived: exercise.exercise.archived,
        series: exercise.series.map((series) => ({
          key: newKey('serie'),
          measure: series.seconds != null && series.reps == null ? 'seconds' : 'reps',
          amount: series.seconds != null && series.reps == null ? series.seconds : series.reps,
          restSeconds: series.restSeconds,
          weight: formatWeight(series.weightKg),
        })),
      })),
    })),
  };
}

/** The body of POST and PATCH (the contract turns "62,5" into 62.5 and checks everything). */
export function workoutRequest(draft: WorkoutDraft): WorkoutCreateRequest {
  return {
    name: draft.name,
    description: draft.description.trim() || null,
    mode: draft.mode,
    groups: draft.groups.map((group) => ({
      name: group.name,
      instructions: group.instructions.trim() || null,
      exercises: group.exercises.map((exercise) => ({
        exerciseId: exercise.exerciseId,
        series: exercise.series.map((series) => ({
          reps: series.measure === 'reps' ? series.amount : null,
          seconds: series.measure === 'seconds' ? series.amount : null,
          restSeconds: series.restSeconds ?? 0,
          weightKg: series.weight.trim() || null,
        })),
      })),
    })),
  };
}

/** What decides whether there is something to save: the document without its keys. */
export const draftSignature = (draft: WorkoutDraft) => JSON.stringify(workoutRequest(draft));

// ---------------------------------------------------------------------------------------------
// Pure edits

/** Moves the item at `from` to `to` (indexes in the same list). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const seriesValues = ({ measure, amount, restSeconds, weight }: SeriesValues): SeriesValues => ({ measure, amount, restSeconds, weight });

/** Simple mode: `count` series with the values of the first one (and `changes` applied). */
export function setSimpleSeries(series: readonly SeriesDraft[], changes: Partial<SeriesValues>, count = series.length): SeriesDraft[] {
  const values = { ...seriesValues(series[0] ?? { ...DEFAULT_SERIES }), ...changes };
  const size = Math.min(Math.max(1, count), WORKOUT_LIMITS.seriesPerExercise);
  return Array.from({ length: size }, (_, index) => ({ key: series[index]?.key ?? newKey('serie'), ...values }));
}

/** Advanced → simple: every exercise keeps its number of series, all with its first series' values. */
export function toSimple(groups: readonly GroupDraft[]): GroupDraft[] {
  // mergeToSimple (shared with the API) copies the first series whole: give the keys back.
  const merged = mergeToSimple(
    groups.map((group) => ({
      ...group,
      exercises: group.exercises.map((exercise) => ({
        ...exercise,
        series: exercise.series.map((series) => ({ ...series, ...comparable(series) })),
      })),
    })),
  );
  return merged.map((group, g) => ({
    ...group,
    exercises: group.exercises.map((exercise, e) => ({
      ...exercise,
      series: exercise.series.map((series, s) => ({
        key: groups[g]!.exercises[e]!.series[s]!.key,
        measure: series.measure,
        amount: series.amount,
        restSeconds: series.restSeconds,
        weight: series.weight,
      })),
    })),
  }));
}

/** The series as the contract compares them (reps, seconds, rest, weight). */
export function comparable(series: SeriesValues) {
  const weight = Number(normalizeDecimal(series.weight.trim()));
  return {
    reps: series.measure === 'reps' ? series.amount : null,
    seconds: series.measure === 'seconds' ? series.amount : null,
    restSeconds: series.restSeconds ?? 0,
    weightKg: series.weight.trim() === '' ? null : Number.isNaN(weight) ? Number.NaN : weight,
  };
}

/** The groups as mergeChangesSeries wants them. */
export const comparableGroups = (groups: readonly GroupDraft[]) =>
  groups.map((group) => ({ exercises: group.exercises.map((exercise) => ({ series: exercise.series.map(comparable) })) }));
