import { paths } from '@coach/shared';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../features/reset-password/components/reset-password-form';

/** `/reset-password?token=…&uid=…`; without either of them the link is useless: back to login. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const uid = searchParams.get('uid');
  if (!token || !uid) return <Navigate to={paths.login} replace />;
  return (
    <AuthLayout>
      <ResetPasswordForm token={token} uid={uid} />
    </AuthLayout>
  );
}
