import { useMutation } from '@tanstack/react-query';
import { apiClient, passwordResetRequestSchema, type PasswordResetRequest } from '@coach/shared';

export const PASSWORD_RESET_PATH = '/auth/password-reset';

/** POST /auth/password-reset {email}: the answer only tells success. */
export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await apiClient.post<unknown>(PASSWORD_RESET_PATH, passwordResetRequestSchema.parse(input), { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
