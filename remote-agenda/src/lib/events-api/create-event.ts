import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { eventCreateSchema, eventSchema, type AgendaEvent, type EventCreateRequest } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

export const EVENTS_PATH = '/api/v1/events';

/** POST /api/v1/events. */
export async function createEvent(input: EventCreateRequest): Promise<AgendaEvent> {
  const body = await apiClient.post<unknown>(EVENTS_PATH, eventCreateSchema.parse(input));
  return eventSchema.parse(body);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }) });
}
