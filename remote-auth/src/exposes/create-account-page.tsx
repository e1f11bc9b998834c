import { AuthLayout } from '../components/auth-layout';
import { CreateAccount } from '../features/create-account/components/create-account';

/** `/crear-cuenta?code=…` (narrow layout), then the welcome screen. */
export default function CreateAccountPage() {
  return (
    <AuthLayout variant="narrow">
      <CreateAccount />
    </AuthLayout>
  );
}
