import { WORKOUT_LIMITS, type WorkoutMode } from '@coach/shared/contracts';
import {
  move,
  newExercise,
  newGroup,
  newKey,
  setSimpleSeries,
  toSimple,
  type ExerciseDraft,
  type GroupDraft,
  type PickedExercise,
  type SeriesDraft,
  type SeriesValues,
  type WorkoutDraft,
} from './workout-draft';

/** Where an exercise or a series is: its group's key, and the exercise's key. */
export interface ExerciseRef {
  groupKey: string;
  exerciseKey: string;
}

export type WorkoutAction =
  | { type: 'reset'; draft: WorkoutDraft }
  | { type: 'set-field'; field: 'name' | 'description'; value: string }
  | { type: 'set-mode'; mode: WorkoutMode }
  | { type: 'add-group' }
  | { type: 'update-group'; groupKey: string; changes: Partial<Pick<GroupDraft, 'name' | 'instructions'>> }
  | { type: 'remove-group'; groupKey: string }
  | { type: 'move-group'; from: number; to: number }
  | { type: 'add-exercises'; groupKey: string; exercises: PickedExercise[] }
  | { type: 'remove-exercise'; ref: ExerciseRef }
  | { type: 'move-exercise'; groupKey: string; from: number; to: number }
  | { type: 'move-exercise-to-group'; ref: ExerciseRef; toGroupKey: string }
  | { type: 'set-simple-series'; ref: ExerciseRef; changes: Partial<SeriesValues>; count?: number }
  | { type: 'update-series'; ref: ExerciseRef; seriesKey: string; changes: Partial<SeriesValues> }
  | { type: 'add-series'; ref: ExerciseRef }
  | { type: 'duplicate-series'; ref: ExerciseRef; seriesKey: string }
  | { type: 'remove-series'; ref: ExerciseRef; seriesKey: string }
  | { type: 'move-series'; ref: ExerciseRef; from: number; to: number };

const mapGroup = (draft: WorkoutDraft, groupKey: string, change: (group: GroupDraft) => GroupDraft): WorkoutDraft => ({
  ...draft,
  groups: draft.groups.map((group) => (group.key === groupKey ? change(group) : group)),
});

const mapExercise = (draft: WorkoutDraft, ref: ExerciseRef, change: (exercise: ExerciseDraft) => ExerciseDraft): WorkoutDraft =>
  mapGroup(draft, ref.groupKey, (group) => ({
    ...group,
    exercises: group.exercises.map((exercise) => (exercise.key === ref.exerciseKey ? change(exercise) : exercise)),
  }));

const mapSeries = (draft: WorkoutDraft, ref: ExerciseRef, change: (series: SeriesDraft[]) => SeriesDraft[]): WorkoutDraft =>
  mapExercise(draft, ref, (exercise) => ({ ...exercise, series: change(exercise.series) }));

/** Every edit of the workout editor, as a pure function of the draft. */
export function workoutReducer(draft: WorkoutDraft, action: WorkoutAction): WorkoutDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'set-field':
      return { ...draft, [action.field]: action.value };
    case 'set-mode':
      // Advanced → simple merges (the editor asked first); simple → advanced keeps every series.
      return { ...draft, mode: action.mode, groups: action.mode === 'simple' && draft.mode !== 'simple' ? toSimple(draft.groups) : draft.groups };
    case 'add-group':
      if (draft.groups.length >= WORKOUT_LIMITS.groups) return draft;
      return { ...draft, groups: [...draft.groups, newGroup(draft.groups.length + 1)] };
    case 'update-group':
      return mapGroup(draft, action.groupKey, (group) => ({ ...group, ...action.changes }));
    case 'remove-group':
      return { ...draft, groups: draft.groups.filter((group) => group.key !== action.groupKey) };
    case 'move-group':
      return { ...draft, groups: move(draft.groups, action.from, action.to) };
    case 'add-exercises':
      return mapGroup(draft, action.groupKey, (group) => ({
        ...group,
        exercises: [...group.exercises, ...action.exercises.map(newExercise)].slice(0, WORKOUT_LIMITS.exercisesPerGroup),
      }));
    case 'remove-exercise':
      return mapGroup(draft, action.ref.groupKey, (group) => ({
        ...group,
        exercises: group.exercises.filter((exercise) => exercise.key !== action.ref.exerciseKey),
      }));
    case 'move-exercise':
      return mapGroup(draft, action.groupKey, (group) => ({ ...group, exercises: move(group.exercises, action.from, action.to) }));
    case 'move-exercise-to-group': {
      const exercise = draft.groups.find((group) => group.key === action.ref.groupKey)?.exercises.find((item) => item.key === action.ref.exerciseKey);
      const target = draft.groups.find((group) => group.key === action.toGroupKey);
      if (!exercise || !target || target.key === action.ref.groupKey || target.exercises.length >= WORKOUT_LIMITS.exercisesPerGroup) return draft;
      const without = workoutReducer(draft, { type: 'remove-exercise', ref: action.ref });
      return mapGroup(without, action.toGroupKey, (group) => ({ ...group, exercises: [...group.exercises, exercise] }));
    }
    case 'set-simple-series':
      return mapSeries(draft, action.ref, (series) => setSimpleSeries(series, action.changes, action.count));
    case 'update-series':
      return mapSeries(draft, action.ref, (series) => series.map((item) => (item.key === action.seriesKey ? { ...item, ...action.changes } : item)));
    case 'add-series':
      return mapSeries(draft, action.ref, (series) => {
        if (series.length >= WORKOUT_LIMITS.seriesPerExercise) return series;
        const last = series[series.length - 1];
        return [...series, { ...(last ?? { measure: 'reps', amount: 10, restSeconds: 60, weight: '' }), key: newKey('serie') }];
      });
    case 'duplicate-series':
      return mapSeries(draft, action.ref, (series) => {
        const index = series.findIndex((item) => item.key === action.seriesKey);
        if (index < 0 || series.length >= WORKOUT_LIMITS.seriesPerExercise) return series;
        const next = [...series];
        next.splice(index + 1, 0, { ...series[index]!, key: newKey('serie') });
        return next;
      });
    case 'remove-series':
      return mapSeries(draft, action.ref, (series) => (series.length <= 1 ? series : series.filter((item) => item.key !== action.seriesKey)));
    case 'move-series':
      return mapSeries(draft, action.ref, (series) => move(series, action.from, action.to));
  }
}
