import { apiClient, passwordChangeSchema, tokenPairSchema, useSession, type PasswordChangeRequest } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';

/** Every other session ends; this tab continues with the new pair the API answers. */
export async function changePassword(input: PasswordChangeRequest) {
  return tokenPairSchema.parse(await apiClient.post('/api/v1/me/password', passwordChangeSchema.parse(input)));
}

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, onSuccess: (tokens) => useSession.getState().signIn(tokens) });
