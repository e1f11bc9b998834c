import type { Workout } from '@coach/shared/contracts';
import { doneCount, elapsedMinutes, initialLog, restoreLog, resultsOf, seriesKey } from './workout-log';

const series = (reps: number | null, weightKg: number | null, seconds: number | null = null) => ({ reps, weightKg, seconds, restSeconds: 60 });

const workout = {
  id: 1,
  name: 'Fuerza A',
  groups: [
    {
      name: 'Bloque 1',
      instructions: null,
      exercises: [
        { exerciseId: 10, exercise: { id: 10, name: 'Sentadilla', thumbnailUrl: null, archived: false }, series: [series(12, 40), series(10, 45)] },
        { exerciseId: 11, exercise: { id: 11, name: 'Plancha', thumbnailUrl: null, archived: false }, series: [series(null, null, 45)] },
      ],
    },
  ],
} as unknown as Workout;

describe('the workout log', () => {
  it('starts with every series as prescribed and none done', () => {
    const log = initialLog(workout);
    expect(log[seriesKey(0, 0, 1)]).toEqual({ reps: 10, weightKg: 45, seconds: null, done: false });
    expect(log[seriesKey(0, 1, 0)]).toEqual({ reps: null, weightKg: null, seconds: 45, done: false });
    expect(doneCount(log)).toBe(0);
    expect(resultsOf(log)).toEqual([]);
  });

  it('answers the done series, in the workout order, with what was done', () => {
    const log = initialLog(workout);
    log[seriesKey(0, 1, 0)] = { reps: null, weightKg: null, seconds: 50, done: true };
    log[seriesKey(0, 0, 0)] = { reps: 11, weightKg: 40, seconds: null, done: true };
    expect(resultsOf(log)).toEqual([
      { groupIndex: 0, exerciseIndex: 0, seriesIndex: 0, reps: 11, weightKg: 40, seconds: null },
      { groupIndex: 0, exerciseIndex: 1, seriesIndex: 0, reps: null, weightKg: null, seconds: 50 },
    ]);
  });

  it('restores a kept log over the workout as it is now', () => {
    const saved = { [seriesKey(0, 0, 0)]: { reps: 8, weightKg: 50, seconds: null, done: true }, [seriesKey(3, 0, 0)]: { reps: 1, weightKg: null, seconds: null, done: true } };
    const log = restoreLog(workout, saved);
    expect(log[seriesKey(0, 0, 0)]).toEqual({ reps: 8, weightKg: 50, seconds: null, done: true });
    expect(log[seriesKey(3, 0, 0)]).toBeUndefined();
    expect(doneCount(log)).toBe(1);
  });

  it('counts the minutes trained, at least one', () => {
    expect(elapsedMinutes('2026-11-26T10:00:00Z', new Date('2026-11-26T10:47:20Z'))).toBe(47);
    expect(elapsedMinutes('2026-11-26T10:00:00Z', new Date('2026-11-26T10:00:10Z'))).toBe(1);
  });
});
