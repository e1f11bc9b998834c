import { ClientAppProgressScreen } from '../features/client-app-progress/components/client-app-progress';

/** The client app's "Progreso" (`/app/progreso`): streak, adherence and the client's own body measurements. */
export default function ClientAppProgress() {
  return <ClientAppProgressScreen />;
}
