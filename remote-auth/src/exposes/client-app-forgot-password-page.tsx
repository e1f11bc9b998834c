import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../features/forgot-password/components/forgot-password-form';
import { AudienceProvider } from '../lib/audience';
import { clientAudience } from '../lib/client-audience';

/** The client app's `/olvide-mi-contrasena`: the link arrives by mail and opens the app's reset. */
export default function ClientAppForgotPasswordPage() {
  return (
    <AudienceProvider value={clientAudience}>
      <AuthLayout>
        <ForgotPasswordForm />
      </AuthLayout>
    </AudienceProvider>
  );
}
