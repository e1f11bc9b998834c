import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { personalRecordListSchema, progressPaths, type PersonalRecord, type PersonalRecordList, type TaskCompletion } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

/** GET /api/v1/clients/{clientId}/records: every personal record, by exercise. */
export async function getRecords(clientId: number, signal?: AbortSignal): Promise<PersonalRecordList> {
  return personalRecordListSchema.parse(await apiClient.get<unknown>(progressPaths.records(clientId), { signal }));
}

export const recordsQuery = (clientId: number) =>
  queryOptions({ queryKey: agendaKeys.records(clientId), queryFn: ({ signal }) => getRecords(clientId, signal) });

/** The Progreso tab's records. */
export const useRecords = (clientId: number) => useQuery(recordsQuery(clientId));

/**
 * The records a registered workout set, for its log (Planificación, the agenda's task): the client's
 * records of that day, asked only for a workout with series. A record keeps the day it was set, so a
 * later, better series moves it away from this log.
 */
export function useRecordsOfCompletion(clientId: number, day: string, completion: Pick<TaskCompletion, 'results'> | null): PersonalRecord[] {
  const withSeries = (completion?.results?.length ?? 0) > 0;
  const records = useQuery({ ...recordsQuery(clientId), enabled: withSeries });
  return withSeries ? (records.data?.items.filter((record) => record.date === day) ?? []) : [];
}
