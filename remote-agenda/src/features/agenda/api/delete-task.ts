import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { seriesQuery, type SeriesTarget } from '../../../lib/events-api/series-change';
import { agendaKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/tasks/{id}[?scope&occurrence] (204). */
export async function deleteTask({ id, target }: { id: number; target?: SeriesTarget }): Promise<void> {
  await apiClient.delete<unknown>(`/api/v1/tasks/${id}`, { query: seriesQuery(target) });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
