import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../features/login/components/login-form';

/** `/` and `/login`. */
export default function LoginPage() {
  return (
    <AuthLayout>
      <LoginForm />
    </AuthLayout>
  );
}
