import { measurementListSchema, MEASUREMENT_LIMITS, progressPaths, progressSummarySchema, type MeasurementList, type ProgressSummary } from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Kept a day: "Progreso" shows the last answers while offline (the service worker keeps them too).
const DAY_MS = 24 * 60 * 60_000;

/** GET /api/v1/client-app/progress: the client's latest figures, adherence, weeks and streak (client token). */
export async function getMyProgress(signal?: AbortSignal): Promise<ProgressSummary> {
  return progressSummarySchema.parse(await clientApi.get<unknown>(progressPaths.clientAppSummary, { signal }));
}

/** GET /api/v1/client-app/measurements: the client's measurements, newest first (one page: years of them). */
export async function getMyMeasurements(signal?: AbortSignal): Promise<MeasurementList> {
  const query = { pageSize: MEASUREMENT_LIMITS.pageMax };
  return measurementListSchema.parse(await clientApi.get<unknown>(progressPaths.clientAppMeasurements, { query, signal }));
}

export const myProgressQueryOptions = () => queryOptions({ queryKey: clientAppKeys.progress, queryFn: ({ signal }) => getMyProgress(signal), gcTime: DAY_MS });
export const myMeasurementsQueryOptions = () =>
  queryOptions({ queryKey: clientAppKeys.measurements, queryFn: ({ signal }) => getMyMeasurements(signal), gcTime: DAY_MS });

export const useMyProgress = () => useQuery(myProgressQueryOptions());
export const useMyMeasurements = () => useQuery(myMeasurementsQueryOptions());
