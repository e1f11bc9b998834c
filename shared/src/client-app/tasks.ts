import { clientAppTaskListSchema, type ClientAppTaskList, type Exercise } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clientApi } from './session';

/** The client app's query keys: one home, so every area's piece refreshes the same entries. */
export const clientAppKeys = {
  all: ['client-app'] as const,
  tasks: (from: string, to: string) => ['client-app', 'tasks', from, to] as const,
  me: ['client-app', 'me'] as const,
  /** The conversation with the trainer (pages, newest first) and the count of the trainer's unread messages. */
  messages: ['client-app', 'chat', 'messages'] as const,
  unread: ['client-app', 'chat', 'unread'] as const,
  subscription: ['client-app', 'subscription'] as const,
};

/**
 * The days one request of tasks covers: the week of `date` (Monday to Sunday), the one before and the
 * one after. Every day of a week asks the same thing, so moving between days costs no request, and one
 * answer (kept by the service worker) holds at least the next 7 days offline.
 */
export function taskWindow(date: string): { from: string; to: string } {
  const monday = mondayOf(date);
  return { from: shiftDate(monday, -7), to: shiftDate(monday, 13) };
}

export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today on this device's calendar (the API still decides what may be registered, in the business's zone). */
export function deviceToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export async function getClientAppTasks(range: { from: string; to: string }, signal?: AbortSignal): Promise<ClientAppTaskList> {
  const answer = await clientApi.get('/api/v1/client-app/tasks', { query: range, signal });
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
