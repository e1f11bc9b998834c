import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { EmailChangeLinkScreen } from '../features/email-change/components/email-change-link';

/** `/deshacer-cambio-de-correo?token=…`: the link of the notice mailed to the old address. Works signed in or out. */
export default function UndoEmailChangePage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <EmailChangeLinkScreen link="undo" token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}
