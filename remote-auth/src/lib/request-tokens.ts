import { apiClient, loginRequestSchema, tokenPairSchema, type TokenPair } from '@coach/shared';

export const LOGIN_PATH = '/auth/web/login';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /auth/web/login: the email travels as `username`, both trimmed by the shared contract. Used by
 * the login form and by the welcome screen's automatic sign-in, so it lives below the features.
 */
export async function requestTokens({ email, password }: Credentials): Promise<TokenPair> {
  const body = loginRequestSchema.parse({ username: email, password });
  const answer = await apiClient.post<unknown>(LOGIN_PATH, body, { auth: false });
  return tokenPairSchema.parse(answer);
}
