import { loginRequestSchema, tokenPairSchema, type TokenPair } from '@coach/shared';
import { trainerAudience, type AuthAudience } from './audience';


export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /auth/web/login: the email travels as `username`, both trimmed by the shared contract. Used by
 * the login form and by the welcome screen's automatic sign-in, so it lives below the features.
 */
export async function requestTokens({ email, password }: Credentials, audience: Pick<AuthAudience, 'api' | 'loginPath'> = trainerAudience): Promise<TokenPair> {
  const body = loginRequestSchema.parse({ username: email, password });
  const answer = await audience.api.post<unknown>(audience.loginPath, body, { auth: false });
  return tokenPairSchema.parse(answer);
}
