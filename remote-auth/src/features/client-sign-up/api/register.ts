import {
  clientAppRegisterSchema,
  clientAppRegistrationPendingSchema,
  clientAppRegistrationVerifySchema,
  type ClientAppRegisterRequest,
  type ClientAppRegistrationPending,
} from '@coach/shared/contracts';
import { tokenPairSchema, type TokenPair } from '@coach/shared';
import { clientApi } from '@coach/shared/client-app';
import { useMutation } from '@tanstack/react-query';

/** POST /api/v1/client-app/register: checks the code and mails a 6-digit code to the email (202). */
export async function register(request: ClientAppRegisterRequest): Promise<ClientAppRegistrationPending> {
  const answer = await clientApi.post('/api/v1/client-app/register', clientAppRegisterSchema.parse(request), { auth: false });
  return clientAppRegistrationPendingSchema.parse(answer);
}

/** POST /api/v1/client-app/register/verify: the mailed code proves the email; answers the client's tokens. */
export async function verifyRegistration(registration: string, code: string): Promise<TokenPair> {
  const body = clientAppRegistrationVerifySchema.parse({ registration, code });
  return tokenPairSchema.parse(await clientApi.post('/api/v1/client-app/register/verify', body, { auth: false }));
}

export const useRegister = () => useMutation({ mutationFn: register });
export const useVerifyRegistration = () =>
  useMutation({ mutationFn: ({ registration, code }: { registration: string; code: string }) => verifyRegistration(registration, code) });
