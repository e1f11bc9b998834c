import {
  muscleGroupLabels,
  workoutModeLabels,
  type Activity,
  type Exercise,
  type FormSummary,
  type ProgramSummary,
  type WorkoutSummary,
} from '@coach/shared/contracts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Glúteos · Cuádriceps · Isquiotibiales +2". */
export function exerciseMeta(exercise: Exercise): string | undefined {
  if (exercise.muscleGroups.length === 0) return undefined;
  const shown = exercise.muscleGroups.slice(0, 3).map((group) => muscleGroupLabels[group]);
  const more = exercise.muscleGroups.length - shown.length;
  return shown.join(' · ') + (more > 0 ? ` +${more}` : '');
}

/** The first keywords: "cardio · aire libre". */
export const activityMeta = (activity: Activity): string | undefined =>
  activity.keywords.length > 0 ? activity.keywords.slice(0, 3).join(' · ') : undefined;

/** "2 grupos · 6 ejercicios · Avanzada". */
export const workoutMeta = (workout: WorkoutSummary): string =>
  [count(workout.groupCount, 'grupo', 'grupos'), count(workout.exerciseCount, 'ejercicio', 'ejercicios'), workoutModeLabels[workout.mode]].join(' · ');

/** "5 preguntas". */
export const formMeta = (form: FormSummary): string => count(form.questionCount, 'pregunta', 'preguntas');

/** "12 semanas · 40 elementos". */
export const programMeta = (program: ProgramSummary): string =>
  [count(program.weeks, 'semana', 'semanas'), count(program.itemCount, 'elemento', 'elementos')].join(' · ');
