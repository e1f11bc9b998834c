import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { eventSchema, eventUpdateSchema, type AgendaEvent, type EventUpdateRequest } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';
import { EVENTS_PATH } from './create-event';
import { seriesQuery, type SeriesTarget } from './series-change';

export interface UpdateEventInput {
  id: number;
  changes: EventUpdateRequest;
  /** For a repeating event: `this` may move one occurrence; `following`/`all` change only title, description and colour. */
  target?: SeriesTarget;
}

/** PATCH /api/v1/events/{id}[?scope&occurrence]. */
export async function updateEvent({ id, changes, target }: UpdateEventInput): Promise<AgendaEvent> {
  const body = await apiClient.patch<unknown>(`${EVENTS_PATH}/${id}`, eventUpdateSchema.parse(changes), { query: seriesQuery(target) });
  return eventSchema.parse(body);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
