import { workoutMessages } from '@coach/shared/contracts';
import { aSeries, aWorkout, aWorkoutExercise } from '../testing';
import { draftFromWorkout, emptyWorkoutDraft, move, workoutRequest, type WorkoutDraft } from './workout-draft';
import { validateDraft } from './workout-errors';
import { workoutReducer } from './workout-reducer';

const advanced = (): WorkoutDraft =>
  draftFromWorkout(
    aWorkout({
      mode: 'advanced',
      groups: [
        { name: 'A', instructions: null, exercises: [aWorkoutExercise(1, 'Sentadilla', [aSeries({ reps: 12, weightKg: 62.5 }), aSeries({ reps: 8 })])] },
        { name: 'B', instructions: 'Lento', exercises: [aWorkoutExercise(2, 'Plancha', [aSeries({ reps: null, seconds: 30 })])] },
      ],
    }),
  );

describe('workout draft', () => {
  it('moves items and ignores moves out of the list', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('reads a saved workout back into the same request, weights with a comma', () => {
    const draft = advanced();
    expect(draft.groups[0]?.exercises[0]?.series[0]?.weight).toBe('62,5');
    expect(draft.groups[1]?.exercises[0]?.series[0]).toMatchObject({ measure: 'seconds', amount: 30 });
    expect(workoutRequest(draft).groups[1]).toEqual({
      name: 'B',
      instructions: 'Lento',
      exercises: [{ exerciseId: 2, series: [{ reps: null, seconds: 30, restSeconds: 60, weightKg: null }] }],
    });
  });

  it('merges into the first series when switching to simple and keeps series when going back', () => {
    const simple = workoutReducer(advanced(), { type: 'set-mode', mode: 'simple' });
    const series = simple.groups[0]?.exercises[0]?.series ?? [];
    expect(series.map((item) => [item.amount, item.weight])).toEqual([
      [12, '62,5'],
      [12, '62,5'],
    ]);
    expect(new Set(series.map((item) => item.key)).size).toBe(2);
    const back = workoutReducer(simple, { type: 'set-mode', mode: 'advanced' });
    expect(back.groups[0]?.exercises[0]?.series).toEqual(series);
  });

  it('sets the count and values of every series in simple mode', () => {
    const draft = workoutReducer(advanced(), { type: 'set-mode', mode: 'simple' });
    const ref = { groupKey: draft.groups[0]!.key, exerciseKey: draft.groups[0]!.exercises[0]!.key };
    const next = workoutReducer(draft, { type: 'set-simple-series', ref, changes: { restSeconds: 90 }, count: 4 });
    const series = next.groups[0]?.exercises[0]?.series ?? [];
    expect(series).toHaveLength(4);
    expect(series.every((item) => item.restSeconds === 90 && item.amount === 12)).toBe(true);
  });

  it('duplicates, removes (never the last) and moves series, and moves exercises across groups', () => {
    let draft = advanced();
    const ref = { groupKey: draft.groups[0]!.key, exerciseKey: draft.groups[0]!.exercises[0]!.key };
    const [first, second] = draft.groups[0]!.exercises[0]!.series;
    draft = workoutReducer(draft, { type: 'duplicate-series', ref, seriesKey: second!.key });
    draft = workoutReducer(draft, { type: 'move-series', ref, from: 0, to: 2 });
    expect(draft.groups[0]?.exercises[0]?.series.map((item) => item.amount)).toEqual([8, 8, 12]);
    draft = workoutReducer(draft, { type: 'remove-series', ref, seriesKey: first!.key });
    expect(draft.groups[0]?.exercises[0]?.series).toHaveLength(2);

    draft = workoutReducer(draft, { type: 'move-exercise-to-group', ref, toGroupKey: draft.groups[1]!.key });
    expect(draft.groups[0]?.exercises).toHaveLength(0);
    expect(draft.groups[1]?.exercises.map((item) => item.name)).toEqual(['Plancha', 'Sentadilla']);
  });

  it('reports the contract messages at their paths', () => {
    let draft = workoutReducer(emptyWorkoutDraft(), { type: 'set-field', field: 'name', value: 'Rutina' });
    draft = workoutReducer(draft, { type: 'add-exercises', groupKey: draft.groups[0]!.key, exercises: [{ id: 1, name: 'Sentadilla', thumbnailUrl: null }] });
    draft = workoutReducer(draft, { type: 'update-group', groupKey: draft.groups[0]!.key, changes: { name: ' ' } });
    expect(validateDraft(draft)).toEqual({ 'groups.0.name': [workoutMessages.groupNameRequired] });
  });
});
