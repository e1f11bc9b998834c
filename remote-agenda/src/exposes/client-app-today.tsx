import { ClientAppTodayScreen } from '../features/client-app-today/components/client-app-today';

/** The client app's "Hoy" (mounted by the client app at its index): the client's tasks by day. */
export default function ClientAppToday() {
  return <ClientAppTodayScreen />;
}
