import type { AutonomousUserRequest, TokenPair } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { gyms } from '../db/schema';

export const authHeader = (access: string) => ({ authorization: `Bearer ${access}` });

export const newTrainer = (overrides: Partial<AutonomousUserRequest> = {}): AutonomousUserRequest => ({
  firstName: 'Lucía',
  lastName: 'Pérez',
  email: 'lucia@example.com',
  phone: '+5491155550000',
  password: 'Secreta123',
  confirmPassword: 'Secreta123',
  ...overrides,
});

export async function signUp(app: App, overrides: Partial<AutonomousUserRequest> = {}, query = '') {
  const body = newTrainer(overrides);
  const response = await app.inject({ method: 'POST', url: `/api/v1/users/autonomous${query}`, payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { body, user: response.json<{ id: number; email: string }>() };
}

export async function login(app: App, username: string, password: string): Promise<TokenPair> {
  const response = await app.inject({ method: 'POST', url: '/auth/web/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

/** Signs up a trainer and signs them in. */
export async function signedInTrainer(app: App, overrides: Partial<AutonomousUserRequest> = {}) {
  const { body, user } = await signUp(app, overrides);
  const tokens = await login(app, body.email, body.password);
  return { ...tokens, user, credentials: { email: body.email, password: body.password } };
}

/** Reads a JWT's claims without verifying it (what the web app does). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Sets the end of a business's trial directly (null: the business pays). */
export async function setTrialEnd(app: App, gymId: number, trialEndsAt: Date | null) {
  await app.db.update(gyms).set({ trialEndsAt }).where(eq(gyms.id, gymId));
}
