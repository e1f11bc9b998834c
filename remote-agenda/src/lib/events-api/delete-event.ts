import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { agendaKeys } from '../query-keys';
import { EVENTS_PATH } from './create-event';
import { seriesQuery, type SeriesTarget } from './series-change';

export interface DeleteEventInput {
  id: number;
  target?: SeriesTarget;
}

/** DELETE /api/v1/events/{id}[?scope&occurrence] (204). */
export async function deleteEvent({ id, target }: DeleteEventInput): Promise<void> {
  await apiClient.delete<unknown>(`${EVENTS_PATH}/${id}`, { query: seriesQuery(target) });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
