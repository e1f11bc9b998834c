import { useMutation } from '@tanstack/react-query';
import { apiClient, passwordResetConfirmSchema, type PasswordResetConfirm } from '@coach/shared';

export const PASSWORD_RESET_CONFIRM_PATH = '/auth/password-reset/confirm';

/** POST /auth/password-reset/confirm {newPassword, confirmPassword, token, uid}. */
export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await apiClient.post<unknown>(PASSWORD_RESET_CONFIRM_PATH, passwordResetConfirmSchema.parse(input), { auth: false });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
