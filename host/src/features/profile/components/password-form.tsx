import { PasswordChangeForm } from '@coach/shared/account-forms';
import { useChangePassword } from '../api/change-password';

export function PasswordForm() {
  return <PasswordChangeForm change={useChangePassword()} />;
}
