import { AuthLayout } from '../components/auth-layout';
import { ClientSignUp } from '../features/client-sign-up/components/client-sign-up';
import { AudienceProvider } from '../lib/audience';
import { clientAudience } from '../lib/client-audience';

/** The client app's `/registro?codigo=…` (the link a trainer shares): sign-up with the code filled in. */
export default function ClientAppSignUpPage() {
  return (
    <AudienceProvider value={clientAudience}>
      <AuthLayout variant="narrow">
        <ClientSignUp />
      </AuthLayout>
    </AudienceProvider>
  );
}
