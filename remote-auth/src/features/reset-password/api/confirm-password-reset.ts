import { useMutation } from '@tanstack/react-query';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@coach/shared';
import { trainerAudience, useAudience, type AuthAudience } from '../../../lib/audience';


/** POST /auth/password-reset/confirm {newPassword, confirmPassword, token, uid}. */
export async function confirmPasswordReset(input: PasswordResetConfirm, audience: AuthAudience = trainerAudience): Promise<void> {
  await audience.api.post<unknown>(audience.resetConfirmPath, passwordResetConfirmSchema.parse(input), { auth: false });
}

export function useConfirmPasswordReset() {
  const audience = useAudience();
  return useMutation({ mutationFn: (input: PasswordResetConfirm) => confirmPasswordReset(input, audience) });
}
