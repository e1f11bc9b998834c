import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { MEASUREMENT_LIMITS, measurementListSchema, progressPaths, type MeasurementList } from '@coach/shared/contracts';
import { agendaKeys } from '../../../lib/query-keys';

/**
 * GET /api/v1/clients/{clientId}/measurements: the newest page the API gives (years of weekly
 * measurements), newest first; the chart and the list read it.
 */
export async function getMeasurements(clientId: number, signal?: AbortSignal): Promise<MeasurementList> {
  const query = { pageSize: MEASUREMENT_LIMITS.pageMax };
  return measurementListSchema.parse(await apiClient.get<unknown>(progressPaths.measurements(clientId), { query, signal }));
}

export const measurementsQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: agendaKeys.measurements(clientId), queryFn: ({ signal }) => getMeasurements(clientId, signal) });

export const useMeasurements = (clientId: number) => useQuery(measurementsQueryOptions(clientId));
