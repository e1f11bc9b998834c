import type { ClientForm } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forms, taskCompletions, taskExceptions, tasks } from '../../../db/schema';
import { notFound } from '../../../http/api-error';
import { findClientInScope } from '../../clients/queries';
import type { Scope } from '../../team/scope';
import { asSeriesException, occurrencesOf, type TaskException } from './occurrences';
import { gymToday } from './queries';
import { answeredQuestions } from './task-rows';
import { addDays } from '../recurrence/calendar-days';

/** The client's forms tab shows this many, newest first. */
export const CLIENT_FORMS_LIMIT = 100;

/** How far ahead the next occurrence of a form is looked for. */
const UPCOMING_DAYS = 366;

/**
 * GET /clients/{clientId}/forms: each occurrence of the client's form tasks that is due (its day is
 * today or past) or answered, and the next one ahead of each task ("upcoming"), newest first: answered
 * ones with the questions as they were answered, the others with the form's current questions.
 */
export async function listClientForms(deps: { db: Db; now: () => Date }, scope: Scope, clientId: number): Promise<ClientForm[]> {
  const { db } = deps;
  const { gymId } = scope;
  // A client outside the member's scope (another trainer's, for a CO) is not found.
  const client = await findClientInScope(db, scope, clientId);
  if (!client) throw notFound();
  const clientForms = and(eq(tasks.gymId, gymId), eq(tasks.clientId, clientId), eq(tasks.type, 'form'));
  const [today, series, exceptionRows, completionRows] = await Promise.all([
    gymToday(db, gymId, deps.now()),
    db
      .select({
        id: tasks.id,
        date: tasks.date,
        endDate: tasks.endDate,
        rrule: tasks.rrule,
        formId: forms.id,
        formName: forms.name,
        questions: forms.questions,
      })
      .from(tasks)
      .innerJoin(forms, eq(forms.id, tasks.formId))
      .where(clientForms),
    db.select({ exception: taskExceptions }).from(taskExceptions).innerJoin(tasks, eq(tasks.id, taskExceptions.taskId)).where(clientForms),
    db
      .select({
        taskId: taskCompletions.taskId,
        occurrence: taskCompletions.occurrence,
        completedAt: taskCompletions.completedAt,
        answers: taskCompletions.answers,
        questions: taskCompletions.questions,
      })
      .from(taskCompletions)
      .innerJoin(tasks, eq(tasks.id, taskCompletions.taskId))
      .where(and(eq(taskCompletions.clientId, clientId), clientForms)),
  ]);

  const exceptionsByTask = new Map<number, TaskException[]>();
  for (const { exception } of exceptionRows) {
    exceptionsByTask.set(exception.taskId, [...(exceptionsByTask.get(exception.taskId) ?? []), asSeriesException(exception)]);
  }
  const completionsByTask = new Map<number, Map<string, (typeof completionRows)[number]>>();
  for (const row of completionRows) {
    const byOccurrence = completionsByTask.get(row.taskId) ?? new Map();
    byOccurrence.set(row.occurrence, row);
    completionsByTask.set(row.taskId, byOccurrence);
  }

  const items: ClientForm[] = [];
  for (const task of series) {
    const exceptions = exceptionsByTask.get(task.id) ?? [];
    const completions = completionsByTask.get(task.id) ?? new Map<string, (typeof completionRows)[number]>();
    const due = occurrencesOf({ ...task, endDate: null }, exceptions, task.date, today);
    const seen = new Set(due.map((occurrence) => occurrence.occurrence));
    // Answered, then moved to a later day: still answered.
    const answeredLater = [...completions.keys()]
      .filter((occurrence) => !seen.has(occurrence))
      .map((occurrence) => ({ occurrence, date: exceptions.find((exception) => exception.occurrence === occurrence)?.date ?? occurrence }));
    // The next one ahead, so a form assigned for a later day shows from the moment it is assigned.
    const next = occurrencesOf({ ...task, endDate: null }, exceptions, addDays(today, 1), addDays(today, UPCOMING_DAYS))
      .filter((occurrence) => !completions.has(occurrence.occurrence))
      .slice(0, 1);
    for (const { occurrence, date } of [...due, ...answeredLater, ...next]) {
      const completion = completions.get(occurrence);
      items.push({
        taskId: task.id,
        occurrence,
        date,
        formId: task.formId,
        formName: task.formName,
        status: completion ? 'finished' : date > today ? 'upcoming' : 'pending',
        completedAt: completion ? completion.completedAt.toISOString() : null,
        questions: answeredQuestions(completion?.questions ?? task.questions),
        answers: completion?.answers ?? null,
      });
    }
  }
  items.sort((a, b) => (a.date === b.date ? b.taskId - a.taskId || b.occurrence.localeCompare(a.occurrence) : a.date < b.date ? 1 : -1));
  return items.slice(0, CLIENT_FORMS_LIMIT);
}
