import {
  agendaMessages,
  formAnswerMessages,
  measuredFigures,
  validateFormAnswers,
  type SeriesResult,
  type TaskCompletion,
  type taskCompletionCreateSchema,
} from '@coach/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { exercises, taskCompletions, type StoredWorkoutGroup } from '../../../db/schema';
import { readableBy } from '../../library/access';
import { ApiError, notFound } from '../../../http/api-error';
import { findReadable } from '../../library/access';
import { fieldValidationError } from '../../library/validation-error';
import { createMeasurement } from '../../progress/measurements';
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

const alreadyRegistered = () => new ApiError(409, 'ALREADY_REGISTERED', agendaMessages.alreadyRegistered);
/** The task is gone (deleted, its program ended or removed), or the trainer cancelled that day of it. */
const taskRemoved = () => new ApiError(404, 'TASK_REMOVED', agendaMessages.taskRemoved);
const idUsedElsewhere = () => new ApiError(409, 'RESOURCE_ALREADY_EXIST', agendaMessages.completionIdUsed);

/** The completion this client registered under this id, if any (another client's id is never found). */
async function findByUid(db: Db, clientId: number, uid: string) {
  const [row] = await db
    .select()
    .from(taskCompletions)
    .where(and(eq(taskCompletions.clientId, clientId), eq(taskCompletions.uid, uid)))
    .limit(1);
  return row;
}

type SeriesResultInput = NonNullable<CompletionCreate['results']>[number];

/**
 * Each reported series beside what the workout prescribes now, names included, so that a later edit of
 * the workout (or of an exercise's name) does not rewrite what the client did; in the workout's order.
 * A series the workout does not have is a 400 naming it.
 */
async function seriesResults(db: Db, gymId: number, groups: StoredWorkoutGroup[], input: SeriesResultInput[], errors: FieldErrors): Promise<SeriesResult[]> {
  const found: Array<Omit<SeriesResult, 'exerciseName'>> = [];
  input.forEach((result, index) => {
    const group = groups[result.groupIndex];
    const exercise = group?.exercises[result.exerciseIndex];
    const series = exercise?.series[result.seriesIndex];
    if (!group || !exercise || !series) {
      errors.push([`results.${index}`, agendaMessages.seriesNotInWorkout(result.groupIndex, result.exerciseIndex, result.seriesIndex)]);
      return;
    }
    found.push({
      groupIndex: result.groupIndex,
      exerciseIndex: result.exerciseIndex,
      seriesIndex: result.seriesIndex,
      groupName: group.name,
      exerciseId: exercise.exerciseId,
      done: { reps: result.reps ?? null, weightKg: result.weightKg ?? null, seconds: result.seconds ?? null },
      prescribed: { reps: series.reps ?? null, seconds: series.seconds ?? null, restSeconds: series.restSeconds, weightKg: series.weightKg ?? null },
    });
  });
  if (errors.length > 0 || found.length === 0) return [];
  const ids = [...new Set(found.map((result) => result.exerciseId))];
  const names = new Map(
    (
      await db
        .select({ id: exercises.id, name: exercises.name })
        .from(exercises)
        .where(and(inArray(exercises.id, ids), readableBy(exercises, gymId)))
    ).map((row) => [row.id, row.name]),
  );
  return found
    .map((result) => ({ ...result, exerciseName: names.get(result.exerciseId) ?? '' }))
    .sort((a, b) => a.groupIndex - b.groupIndex || a.exerciseIndex - b.exerciseIndex || a.seriesIndex - b.seriesIndex);
}

/** `rowId`: the stored row's id (the records it set name it). */
export type CompletionCreated = { completion: TaskCompletion; created: boolean; rowId: number };

/**
 * POST /client-app/tasks/{id}/completions: the client registers one occurrence of their own task,
 * named by the day it happens (as moved), once it is due. Once: a second registration of the same
 * occurrence is refused (409 ALREADY_REGISTERED), never replaced, unless it is a retry of the same
 * registration (the same `id`, a UUID the app made), which answers the stored one (`created: false`)
 * whatever its body, so an offline queue can send it again safely. A task the trainer took away since
 * (deleted, or that day cancelled) is 404 TASK_REMOVED. A form's answers are stored with its questions as
 * they are now; a workout's results with its series as prescribed now.
 */
export async function createCompletion(
  deps: { db: Db; now: () => Date },
  gymId: number,
  clientId: number,
  taskId: number,
  input: CompletionCreate,
): Promise<CompletionCreated> {
  const { db } = deps;
  // Another client's task answers as a removed one (404, as a missing id): the app only sends ids it was given.
  const task = await findTask(db, gymId, taskId, clientId);
  if (!task) throw taskRemoved();
  // A retry is answered before any rule: the task may have changed since the first send was stored.
  const replayOf = async () => {
    const stored = input.id === undefined ? undefined : await findByUid(db, clientId, input.id);
    if (!stored) return undefined;
    if (stored.taskId !== task.id) throw idUsedElsewhere();
    return { completion: toCompletion(stored), created: false, rowId: stored.id };
  };
  const replay = await replayOf();
  if (replay) return replay;

  const now = deps.now();
  const [today, exceptions] = await Promise.all([gymToday(db, gymId, now), exceptionsOf(db, task.id)]);
  const matches = occurrencesOf(task, exceptions, input.date, input.date);
  if (matches.length === 0) {
    if (exceptions.some((exception) => exception.cancelled && (exception.date ?? exception.occurrence) === input.date)) throw taskRemoved();
    throw fieldValidationError([['date', agendaMessages.occurrenceNotInSeries]]);
  }
  const match = await occurrenceToRegister(db, task.id, input.date, matches);
  if (input.date > today) throw fieldValidationError([['date', agendaMessages.occurrenceNotDue]]);

  const errors: FieldErrors = [];
  if (input.feedback && task.type !== 'workout') errors.push(['feedback', taskMessages.feedbackNotWorkout]);
  if (input.answers && task.type !== 'form') errors.push(['answers', agendaMessages.answersNotForm]);
  if (input.results && task.type !== 'workout') errors.push(['results', agendaMessages.resultsNotWorkout]);
  let questions = null;
  let formName = '';
  if (task.type === 'form') {
    const form = task.formId === null ? undefined : await findReadable(db, 'forms', gymId, task.formId);
    if (!form) throw notFound();
    questions = form.questions;
    formName = form.name;
    if (!input.answers) {
      errors.push(['answers', agendaMessages.answersRequired]);
    } else {
      for (const issue of validateFormAnswers(questions, input.answers)) {
        errors.push(issue.index === null ? ['answers', issue.message] : [`answers.${issue.index}`, formAnswerMessages.atQuestion(issue.index, issue.message)]);
      }
    }
  }
  let results: SeriesResult[] | null = null;
  if (task.type === 'workout' && input.results) {
    const workout = task.workoutId === null ? undefined : await findReadable(db, 'workouts', gymId, task.workoutId);
    if (!workout) throw notFound();
    results = await seriesResults(db, gymId, workout.groups, input.results, errors);
  }
  if (errors.length > 0) throw fieldValidationError(errors);

  // A question marked as a figure of Medidas (a weight…) gives the client's measurement of that day,
  // stored with the registration or not at all: a retry answers the stored one before reaching here.
  const figures = questions && input.answers ? measuredFigures(questions, input.answers) : {};
  const measured = Object.keys(figures).length > 0;

  const insertCompletion = async (tx: Db) => {
    const [row] = await tx
      .insert(taskCompletions)
      .values({
        gymId,
        taskId: task.id,
        clientId,
        occurrence: match.occurrence,
        uid: input.id ?? null,
        completedAt: now,
        durationMin: input.durationMin ?? null,
        distanceKm: input.distanceKm == null ? null : input.distanceKm.toFixed(2),
        mood: input.feedback?.mood ?? null,
        enjoyment: input.feedback?.enjoyment ?? null,
        comment: input.feedback?.comment ?? null,
        answers: task.type === 'form' ? (input.answers ?? null) : null,
        questions,
        results,
      })
      // Either unique index: the occurrence already registered, or this id stored by a racing retry.
      .onConflictDoNothing()
      .returning();
    if (row && measured) {
      const measurement = { date: input.date, ...figures, note: formAnswerMessages.measurementNote(formName) };
      await createMeasurement({ db: tx, now: () => now }, gymId, clientId, { kind: 'client' }, measurement);
    }
    return row;
  };
  const row = measured ? await db.transaction(insertCompletion) : await insertCompletion(db);
  if (row) return { completion: toCompletion(row), created: true, rowId: row.id };
  const raced = await replayOf();
  if (raced) return raced;
  throw alreadyRegistered();
}
