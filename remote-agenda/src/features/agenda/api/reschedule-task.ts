import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { taskSchema, taskUpdateSchema, type AgendaTask } from '@coach/shared/contracts';
import { seriesQuery, type SeriesTarget } from '../../../lib/events-api/series-change';
import { agendaKeys } from '../../../lib/query-keys';

export interface RescheduleTaskInput {
  id: number;
  /** The new day, 'YYYY-MM-DD' (today or later). */
  date: string;
  target?: SeriesTarget;
}

/** PATCH /api/v1/tasks/{id}[?scope&occurrence] with `{ date }`: moves the task (or the occurrence) to another day. */
export async function rescheduleTask({ id, date, target }: RescheduleTaskInput): Promise<AgendaTask> {
  const body = await apiClient.patch<unknown>(`/api/v1/tasks/${id}`, taskUpdateSchema.parse({ date }), { query: seriesQuery(target) });
  return taskSchema.parse(body);
}

export function useRescheduleTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
