import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../features/reset-password/components/reset-password-form';
import { AudienceProvider } from '../lib/audience';
import { clientAudience } from '../lib/client-audience';

/** The client app's `/restablecer?token=…&uid=…` (the mailed link); without either, back to its sign-in. */
export default function ClientAppResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const uid = searchParams.get('uid');
  return (
    <AudienceProvider value={clientAudience}>
      {!token || !uid ? (
        <Navigate to={clientAudience.links.login} replace />
      ) : (
        <AuthLayout>
          <ResetPasswordForm token={token} uid={uid} />
        </AuthLayout>
      )}
    </AudienceProvider>
  );
}
