import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { EmailChangeLinkScreen } from '../features/email-change/components/email-change-link';

/** `/confirmar-correo?token=…`: the link mailed to the new address. Works signed in or out. */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <EmailChangeLinkScreen link="confirm" token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}
