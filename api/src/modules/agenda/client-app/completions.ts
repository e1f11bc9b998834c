import {
  agendaMessages,
  formAnswerMessages,
  validateFormAnswers,
  type TaskCompletion,
  type taskCompletionCreateSchema,
} from '@coach/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { taskCompletions } from '../../../db/schema';
import { ApiError, notFound } from '../../../http/api-error';
import { findReadable } from '../../library/access';
import { fieldValidationError } from '../../library/validation-error';
import { occurrencesOf } from '../tasks/occurrences';
import { exceptionsOf, findTask, gymToday } from '../tasks/queries';
import { taskMessages } from '../tasks/task-messages';
import { toCompletion } from '../tasks/task-rows';

export type CompletionCreate = z.output<typeof taskCompletionCreateSchema>;

type FieldErrors = Array<[path: string, message: string]>;

/**
 * Which of the occurrences on that day this registration is for, when a moved one shares the day
 * with another: the day's own occurrence first, then the moved one, skipping those already registered.
 */
async function occurrenceToRegister<O extends { occurrence: string }>(db: Db, taskId: number, date: string, matches: O[]): Promise<O> {
  const ordered = [...matches].sort((a, b) => Number(b.occurrence === date) - Number(a.occurrence === date));
  if (ordered.length === 1) return ordered[0]!;
  const done = await db
    .select({ occurrence: taskCompletions.occurrence })
    .from(taskCompletions)
    .where(and(eq(taskCompletions.taskId, taskId), inArray(taskCompletions.occurrence, ordered.map((match) => match.occurrence))));
  const registered = new Set(done.map((row) => row.occurrence));
  return ordered.find((match) => !registered.has(match.occurrence)) ?? ordered[0]!;
}

const alreadyCompleted = () => new ApiError(409, 'RESOURCE_ALREADY_EXIST', agendaMessages.alreadyCompleted);

/**
 * POST /client-app/tasks/{id}/completions: the client registers one occurrence of their own task,
 * named by the day it happens (as moved), once it is due. Once: a second registration of the same
 * occurrence is refused (409), never replaced. A form's answers are stored with its questions as they are now.
 */
export async function createCompletion(
  deps: { db: Db; now: () => Date },
  gymId: number,
  clientId: number,
  taskId: number,
  input: CompletionCreate,
): Promise<TaskCompletion> {
  const { db } = deps;
  // Another client's task is as missing as one that does not exist.
  const task = await findTask(db, gymId, taskId, clientId);
  if (!task) throw notFound();
  const now = deps.now();
  const [today, exceptions] = await Promise.all([gymToday(db, gymId, now), exceptionsOf(db, task.id)]);
  const matches = occurrencesOf(task, exceptions, input.date, input.date);
  if (matches.length === 0) throw fieldValidationError([['date', agendaMessages.occurrenceNotInSeries]]);
  const match = await occurrenceToRegister(db, task.id, input.date, matches);
  if (input.date > today) throw fieldValidationError([['date', agendaMessages.occurrenceNotDue]]);

  const errors: FieldErrors = [];
  if (input.feedback && task.type !== 'workout') errors.push(['feedback', taskMessages.feedbackNotWorkout]);
  if (input.answers && task.type !== 'form') errors.push(['answers', agendaMessages.answersNotForm]);
  let questions = null;
  if (task.type === 'form') {
    const form = task.formId === null ? undefined : await findReadable(db, 'forms', gymId, task.formId);
    if (!form) throw notFound();
    questions = form.questions;
    if (!input.answers) {
      errors.push(['answers', agendaMessages.answersRequired]);
    } else {
      for (const issue of validateFormAnswers(questions, input.answers)) {
        errors.push(issue.index === null ? ['answers', issue.message] : [`answers.${issue.index}`, formAnswerMessages.atQuestion(issue.index, issue.message)]);
      }
    }
  }
  if (errors.length > 0) throw fieldValidationError(errors);

  const [row] = await db
    .insert(taskCompletions)
    .values({
      gymId,
      taskId: task.id,
      clientId,
      occurrence: match.occurrence,
      completedAt: now,
      durationMin: input.durationMin ?? null,
      distanceKm: input.distanceKm == null ? null : input.distanceKm.toFixed(2),
      mood: input.feedback?.mood ?? null,
      enjoyment: input.feedback?.enjoyment ?? null,
      comment: input.feedback?.comment ?? null,
      answers: task.type === 'form' ? (input.answers ?? null) : null,
      questions,
    })
    .onConflictDoNothing({ target: [taskCompletions.taskId, taskCompletions.occurrence] })
    .returning();
  if (!row) throw alreadyCompleted();
  return toCompletion(row);
}
