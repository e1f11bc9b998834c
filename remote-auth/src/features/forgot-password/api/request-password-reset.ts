import { useMutation } from '@tanstack/react-query';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@coach/shared';
import { trainerAudience, useAudience, type AuthAudience } from '../../../lib/audience';


/** POST /auth/password-reset {email}: the answer only tells success. */
export async function requestPasswordReset(input: PasswordResetRequest, audience: AuthAudience = trainerAudience): Promise<void> {
  await audience.api.post<unknown>(audience.resetPath, passwordResetRequestSchema.parse(input), { auth: false });
}

export function useRequestPasswordReset() {
  const audience = useAudience();
  return useMutation({ mutationFn: (input: PasswordResetRequest) => requestPasswordReset(input, audience) });
}
