import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { type SeriesScope, type TaskUpdateRequest } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

export const taskPath = (id: number) => `/api/v1/tasks/${id}`;

/**
 * Which occurrences a change reaches. A single task needs none; a repeating one names the occurrence
 * by its original date and a scope ("Solo este", "Este y los siguientes", "Todos").
 */
export interface TaskTarget {
  id: number;
  occurrence: string;
  /** Null for a task that does not repeat. */
  scope: SeriesScope | null;
}

const seriesQuery = ({ scope, occurrence }: TaskTarget) => (scope ? { scope, occurrence } : undefined);

/** PATCH /api/v1/tasks/{id}?scope&occurrence: goal, duration, distance, or a new date (reschedule). */
export async function updateTask({ target, changes }: { target: TaskTarget; changes: TaskUpdateRequest }): Promise<void> {
  // What answers a change to one occurrence (the series, the split-off part) is not read: the
  // screens refetch everything under ['agenda'] instead.
  await apiClient.patch<unknown>(taskPath(target.id), changes, { query: seriesQuery(target) });
}

/** DELETE /api/v1/tasks/{id}?scope&occurrence. */
export async function deleteTask(target: TaskTarget): Promise<void> {
  await apiClient.delete<unknown>(taskPath(target.id), { query: seriesQuery(target) });
}

/** After a change to a task: the agenda's views, and the other areas that count tasks (the task does not name its client here). */
function changed(queryClient: QueryClient) {
  announceClientChange({ clientId: null, facts: ['tasks', 'forms'] });
  return queryClient.invalidateQueries({ queryKey: agendaKeys.all });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSuccess: () => changed(queryClient) });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => changed(queryClient) });
}
