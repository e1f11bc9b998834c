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

/** A client created by the trainer through the API. */
export async function createClientAs(app: App, access: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(access), payload });
  if (response.statusCode !== 201) throw new Error(`client creation failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; email: string | null } & Record<string, unknown>>();
}

/** A fresh invitation code of the trainer's business, optionally bound to a client. */
export async function inviteAs(app: App, access: string, clientId?: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: authHeader(access),
    payload: clientId === undefined ? {} : { clientId },
  });
  if (response.statusCode !== 201) throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
  return response.json<{ code: string; expiresAt: string }>();
}

export const newAppClient = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  firstName: 'José',
  lastName: 'Núñez',
  email: 'jose@example.com',
  password: 'Cliente123',
  confirmPassword: 'Cliente123',
  ...overrides,
});

export const registerInApp = (app: App, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/client-app/register', payload });

export const appLogin = (app: App, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/app/login', payload: { username, password } });

export const appRefresh = (app: App, refresh: string) =>
  app.inject({ method: 'POST', url: '/auth/app/login/refresh', payload: { refresh } });

/** A trainer with a client registered in the app through an unbound code. */
export async function registeredAppClient(app: App, overrides: Record<string, unknown> = {}) {
  const trainer = await signedInTrainer(app);
  const { code } = await inviteAs(app, trainer.access);
  const response = await registerInApp(app, newAppClient(code, overrides));
  if (response.statusCode !== 201) throw new Error(`app registration failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json<TokenPair>();
  return { trainer, code, ...tokens, clientId: decodeClaims(tokens.access).client_id as number };
}
