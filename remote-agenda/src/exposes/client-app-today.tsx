import { clientAppTasksQueryOptions, deviceToday, taskWindow } from '@coach/shared/client-app';
import type { QueryClient } from '@tanstack/react-query';
import { ClientAppTodayScreen } from '../features/client-app-today/components/client-app-today';

/** The client app's "Hoy" (mounted by the client app at its index): the client's tasks by day. */
export default function ClientAppToday() {
  return <ClientAppTodayScreen />;
}

/** The data "Hoy" opens with (the window of days around today; the workouts and forms read it too), for the warm-up. */
export const prefetch = (queryClient: QueryClient): Promise<unknown> => queryClient.prefetchQuery(clientAppTasksQueryOptions(taskWindow(deviceToday())));
