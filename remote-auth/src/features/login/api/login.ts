import { useMutation } from '@tanstack/react-query';
import { useAudience, type AuthAudience } from '../../../lib/audience';
import { requestTokens, type Credentials } from '../../../lib/request-tokens';

/** POST /auth/web/login with the form's email and password; answers the token pair. */
export const login = (credentials: Credentials, audience?: AuthAudience) => requestTokens(credentials, audience);

export function useLogin() {
  const audience = useAudience();
  return useMutation({ mutationFn: (credentials: Credentials) => login(credentials, audience) });
}
