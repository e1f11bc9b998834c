import type { AgendaTask, FormQuestion, TaskCompletion } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { activities, forms, workouts, type TaskCompletionRow, type TaskRow } from '../../../db/schema';

/** numeric columns come back as text ("5.50"). */
export const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** The task's library item id: the one column its type fills. */
export const itemIdOf = (row: Pick<TaskRow, 'activityId' | 'workoutId' | 'formId'>): number => row.activityId ?? row.workoutId ?? row.formId ?? 0;

/** The item columns of a task of this type pointing at this id (the other two null, as tasks_item_check wants). */
export const itemColumns = (type: TaskRow['type'], itemId: number) => ({
  activityId: type === 'activity' ? itemId : null,
  workoutId: type === 'workout' ? itemId : null,
  formId: type === 'form' ? itemId : null,
});

/** The item's name, for a query that left-joins the three library tables on the task's item columns. */
export const itemNameColumn = sql<string>`coalesce(${activities.name}, ${workouts.name}, ${forms.name}, '')`;

/** A task series as the trainer's endpoints answer it. */
export const toTask = (row: TaskRow, itemName: string): AgendaTask => ({
  id: row.id,
  clientId: row.clientId,
  type: row.type,
  itemId: itemIdOf(row),
  itemName,
  date: row.date,
  endDate: row.endDate,
  recurrence: row.rrule,
  goal: row.goal,
  durationMin: row.durationMin,
  distanceKm: numberOrNull(row.distanceKm),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Questions as answered: description always present (null when none). */
export type AnsweredQuestion = NonNullable<TaskCompletion['questions']>[number];
export const answeredQuestions = (questions: readonly FormQuestion[]): AnsweredQuestion[] =>
  questions.map((question) => ({ ...question, description: question.description ?? null }));

export type CompletionFields = Pick<
  TaskCompletionRow,
  'uid' | 'completedAt' | 'durationMin' | 'distanceKm' | 'mood' | 'enjoyment' | 'comment' | 'answers' | 'questions' | 'results'
>;

export const toCompletion = (row: CompletionFields): TaskCompletion => ({
  id: row.uid,
  completedAt: row.completedAt.toISOString(),
  durationMin: row.durationMin,
  distanceKm: numberOrNull(row.distanceKm),
  feedback: row.mood && row.enjoyment ? { mood: row.mood, enjoyment: row.enjoyment, comment: row.comment } : null,
  answers: row.answers,
  questions: row.questions ? answeredQuestions(row.questions) : null,
  results: row.results,
});
