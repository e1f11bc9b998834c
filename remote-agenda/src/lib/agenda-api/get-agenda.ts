import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { agendaQuerySchema, agendaSchema, type Agenda, type AgendaQuery } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

export const AGENDA_PATH = '/api/v1/agenda';

/** GET /api/v1/agenda: the events and task occurrences of a range (both days included, at most 3 months). */
export async function getAgenda(query: AgendaQuery, signal?: AbortSignal): Promise<Agenda> {
  const body = await apiClient.get<unknown>(AGENDA_PATH, { query: agendaQuerySchema.parse(query), signal });
  return agendaSchema.parse(body);
}

export const getAgendaQueryOptions = (query: AgendaQuery) =>
  queryOptions({
    queryKey: agendaKeys.range(query.from, query.to, query.clientId),
    queryFn: ({ signal }) => getAgenda(query, signal),
    // Moving to the next week keeps the current one on screen until the new range arrives.
    placeholderData: keepPreviousData,
  });

/** The agenda of a range; `enabled: false` until the calendar says which range it shows. */
export function useAgenda(query: AgendaQuery | null) {
  return useQuery({ ...getAgendaQueryOptions(query ?? { from: '', to: '' }), enabled: query !== null });
}
