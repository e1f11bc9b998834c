import { clientAppTaskListSchema, type ClientAppTaskList, type Exercise } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CLIENT_APP_TASKS_PATH, takeEarlyTasks } from './early-tasks';
import { clientApi } from './session';
import { taskWindow } from './task-window';

/** The client app's query keys: one home, so every area's piece refreshes the same entries. */
export const clientAppKeys = {
  all: ['client-app'] as const,
  tasks: (from: string, to: string) => ['client-app', 'tasks', from, to] as const,
  me: ['client-app', 'me'] as const,
  /** The conversation with the trainer (pages, newest first) and the count of the trainer's unread messages. */
  messages: ['client-app', 'chat', 'messages'] as const,
  unread: ['client-app', 'chat', 'unread'] as const,
  subscription: ['client-app', 'subscription'] as const,
  /** The client's own progress summary and measurements. */
  progress: ['client-app', 'progress'] as const,
  measurements: ['client-app', 'measurements'] as const,
};

export { deviceToday, mondayOf, shiftDate, taskWindow } from './task-window';

export async function getClientAppTasks(range: { from: string; to: string }, signal?: AbortSignal): Promise<ClientAppTaskList> {
  // The answer the app's entry asked for while its chunks were arriving (early-tasks.ts), if it is this one.
  const answer = (await takeEarlyTasks(range)) ?? (await clientApi.get(CLIENT_APP_TASKS_PATH, { query: range, signal }));
  return clientAppTaskListSchema.parse(answer);
}

export const clientAppTasksQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: clientAppKeys.tasks(range.from, range.to),
    queryFn: ({ signal }) => getClientAppTasks(range, signal),
    // Kept a day: the screens show the last answer while offline.
    gcTime: 24 * 60 * 60_000,
    // Fresh for half a minute: "Hoy" asked for it while starting (bootstrap) and does not ask again on
    // mounting a moment later; moving between screens after that asks again.
    staleTime: 30_000,
  });

export const useClientAppTasks = (range: { from: string; to: string }) => useQuery(clientAppTasksQueryOptions(range));

/** One occurrence, found in the window around its day, and the exercises of its workout by id. */
export function useClientAppTask(taskId: number, date: string) {
  const query = useClientAppTasks(taskWindow(date));
  const task = query.data?.items.find((item) => item.id === taskId && item.date === date) ?? null;
  const list = query.data?.exercises;
  const exercises = useMemo(() => new Map<number, Exercise>((list ?? []).map((exercise) => [exercise.id, exercise])), [list]);
  return { ...query, task, exercises };
}
