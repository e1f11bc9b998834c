import { ClientAppTodayScreen } from '../features/client-app-today/components/client-app-today';
import { loadActivityForm } from '../features/client-app-today/components/load-activity-form';

/** The client app's "Hoy" (mounted by the client app at its index): the client's tasks by day. */
export default function ClientAppToday() {
  return <ClientAppTodayScreen />;
}

/** What "Hoy" loads on demand (the activity's form): the app's warm-up loads it so it works offline. */
export const preload = (): Promise<unknown> => loadActivityForm();
