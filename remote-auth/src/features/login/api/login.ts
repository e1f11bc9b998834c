import { useMutation } from '@tanstack/react-query';
import { requestTokens, type Credentials } from '../../../lib/request-tokens';

/** POST /auth/web/login with the form's email and password; answers the token pair. */
export const login = (credentials: Credentials) => requestTokens(credentials);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
