import { ClientAppFormScreen } from '../features/client-app-form/components/client-app-form-screen';

/** The client app's "Responder" (`/app/formulario/:taskId/:date`): a form assigned to the client. */
export default function ClientAppForm() {
  return <ClientAppFormScreen />;
}
