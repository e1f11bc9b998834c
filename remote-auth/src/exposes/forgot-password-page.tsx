import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../features/forgot-password/components/forgot-password-form';

/** `/forgot-password`. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
