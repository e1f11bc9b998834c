import type { ClientAppTask, TaskType } from '@coach/shared/contracts';
import { deviceToday, taskSubject, useClientAppTask, useOutboxFor } from '@coach/shared/client-app';
import { useParams } from 'react-router-dom';

const isDate = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

export type ClientTaskView =
  | { state: 'loading' | 'missing' | 'error'; date: string }
  | { state: 'done' | 'waiting' | 'upcoming'; date: string }
  | { state: 'ready'; date: string; task: ClientAppTask; exercises: ReturnType<typeof useClientAppTask>['exercises'] };

/**
 * The occurrence a client-app screen is about (`/rutina/:taskId/:date`, `/formulario/:taskId/:date`),
 * and whether it can be done now: the API's rules (its day has come, not registered yet), plus the
 * outbox (registered on this phone, waiting to be sent).
 */
export function useClientTask(type: TaskType): ClientTaskView {
  const params = useParams();
  const taskId = Number(params.taskId);
  const date = isDate(params.date) ? params.date : deviceToday();
  const query = useClientAppTask(taskId, date);
  const waiting = useOutboxFor(taskSubject(taskId, date));
  if (!isDate(params.date) || !Number.isInteger(taskId)) return { state: 'missing', date };
  if (query.isPending) return { state: 'loading', date };
  if (!query.task) return { state: query.isError && !query.data ? 'error' : 'missing', date };
  if (query.task.type !== type) return { state: 'missing', date };
  if (query.task.completion) return { state: 'done', date };
  if (waiting && waiting.problem === null) return { state: 'waiting', date };
  if (date > deviceToday()) return { state: 'upcoming', date };
  return { state: 'ready', date, task: query.task, exercises: query.exercises };
}
