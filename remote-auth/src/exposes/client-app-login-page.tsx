import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../features/login/components/login-form';
import { AudienceProvider } from '../lib/audience';
import { clientAudience } from '../lib/client-audience';

/** The client app's `/ingresar`: the trainers' sign-in form, with the app's session and links. */
export default function ClientAppLoginPage() {
  return (
    <AudienceProvider value={clientAudience}>
      <AuthLayout>
        <LoginForm />
      </AuthLayout>
    </AudienceProvider>
  );
}
