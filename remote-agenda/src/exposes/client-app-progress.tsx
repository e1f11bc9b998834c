import type { QueryClient } from '@tanstack/react-query';
import { myMeasurementsQueryOptions, myProgressQueryOptions } from '../features/client-app-progress/api/get-my-progress';
import { myPhotosQueryOptions, myRecordsQueryOptions } from '../features/client-app-progress/api/my-training';
import { ClientAppProgressScreen } from '../features/client-app-progress/components/client-app-progress';

/** The client app's "Progreso" (`/app/progreso`): streak, adherence and the client's own body measurements. */
export default function ClientAppProgress() {
  return <ClientAppProgressScreen />;
}

/** The data "Progreso" opens with, asked for by the app's warm-up so it opens offline too. */
export const prefetch = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.prefetchQuery(myProgressQueryOptions()),
    queryClient.prefetchQuery(myMeasurementsQueryOptions()),
    queryClient.prefetchQuery(myRecordsQueryOptions()),
    queryClient.prefetchQuery(myPhotosQueryOptions()),
  ]);
