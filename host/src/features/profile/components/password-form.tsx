import { PasswordChangeForm } from '@coach/shared';
import { useChangePassword } from '../api/change-password';

export function PasswordForm() {
  return <PasswordChangeForm change={useChangePassword()} />;
}
