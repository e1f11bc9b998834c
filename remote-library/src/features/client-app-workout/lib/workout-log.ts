import type { SeriesResultInput, Workout, WorkoutSeries } from '@coach/shared/contracts';

/** What the client did in one series: prefilled with the prescription, changed as they go. */
export interface SeriesEntry {
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  done: boolean;
}

/** `groupIndex/exerciseIndex/seriesIndex` → entry. */
export type WorkoutLog = Record<string, SeriesEntry>;

export const seriesKey = (groupIndex: number, exerciseIndex: number, seriesIndex: number) => `${groupIndex}/${exerciseIndex}/${seriesIndex}`;

const fromPrescription = (series: WorkoutSeries): SeriesEntry => ({
  reps: series.reps,
  weightKg: series.weightKg,
  seconds: series.seconds,
  done: false,
});

/** Every series of the workout, as prescribed and not done yet. */
export function initialLog(workout: Workout): WorkoutLog {
  const log: WorkoutLog = {};
  workout.groups.forEach((group, groupIndex) =>
    group.exercises.forEach((exercise, exerciseIndex) =>
      exercise.series.forEach((series, seriesIndex) => {
        log[seriesKey(groupIndex, exerciseIndex, seriesIndex)] = fromPrescription(series);
      }),
    ),
  );
  return log;
}

/**
 * A log kept from an earlier visit, laid over the workout as it is now: series the workout no longer
 * has are dropped, new ones start from their prescription.
 */
export function restoreLog(workout: Workout, saved: WorkoutLog | null): WorkoutLog {
  const log = initialLog(workout);
  if (!saved) return log;
  for (const key of Object.keys(log)) if (saved[key]) log[key] = saved[key]!;
  return log;
}

/** The series the client marked done, as the completion's `results`. */
export function resultsOf(log: WorkoutLog): SeriesResultInput[] {
  return Object.entries(log)
    .filter(([, entry]) => entry.done)
    .map(([key, entry]) => {
      const [groupIndex, exerciseIndex, seriesIndex] = key.split('/').map(Number) as [number, number, number];
      return { groupIndex, exerciseIndex, seriesIndex, reps: entry.reps, weightKg: entry.weightKg, seconds: entry.seconds };
    })
    .sort((a, b) => a.groupIndex - b.groupIndex || a.exerciseIndex - b.exerciseIndex || a.seriesIndex - b.seriesIndex);
}

export const doneCount = (log: WorkoutLog) => Object.values(log).filter((entry) => entry.done).length;

/** Where an unfinished workout is kept on the device, so a reload or a closed app loses nothing. */
export const logStorageKey = (taskId: number, date: string) => `coach.app.workout:${taskId}:${date}`;

export function readSavedLog(key: string): { log: WorkoutLog; startedAt: string } | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as { log: WorkoutLog; startedAt: string }) : null;
  } catch {
    return null;
  }
}

export function saveLog(key: string, log: WorkoutLog, startedAt: string): void {
  try {
    localStorage.setItem(key, JSON.stringify({ log, startedAt }));
  } catch {
    // Storage full or refused: the workout goes on, only a reload would lose it.
  }
}

export function forgetLog(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

/** Whole minutes between the start and now (at least 1, at most the API's limit). */
export function elapsedMinutes(startedAt: string, now: Date = new Date()): number {
  const minutes = Math.round((now.getTime() - new Date(startedAt).getTime()) / 60_000);
  return Math.min(Math.max(minutes, 1), 1440);
}
