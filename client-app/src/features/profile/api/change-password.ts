import { passwordChangeSchema, tokenPairSchema, type PasswordChangeRequest } from '@coach/shared/contracts';
import { clientApi, useClientSession } from '@coach/shared/client-app';
import { useMutation } from '@tanstack/react-query';

/** Every other session of the client ends; this phone continues with the new pair the API answers. */
export async function changePassword(input: PasswordChangeRequest) {
  return tokenPairSchema.parse(await clientApi.post('/api/v1/client-app/me/password', passwordChangeSchema.parse(input)));
}

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, onSuccess: (tokens) => void useClientSession.getState().signIn(tokens) });
