import { useMutation } from '@tanstack/react-query';
import { requestTokens, type Credentials } from '../../../lib/request-tokens';

/** The welcome screen's automatic sign-in with the credentials just created (POST /auth/web/login). */
export const startOnboarding = (credentials: Credentials) => requestTokens(credentials);

export function useStartOnboarding() {
  return useMutation({ mutationFn: startOnboarding });
}
