import type { AutonomousUserRequest, TokenPair } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { gyms } from '../db/schema';
import { listOutbox } from '../modules/mail/outbox-queries';

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

/**
 * Sets the end of a business's trial directly (null: the business pays), as the admin command does
 * from another process. The API sees such a change once its cached read expires
 * (SESSION_STATE_TTL_MS); the fixture skips that wait.
 */
export async function setTrialEnd(app: App, gymId: number, trialEndsAt: Date | null) {
  await app.db.update(gyms).set({ trialEndsAt }).where(eq(gyms.id, gymId));
  app.sessionStates.clear();
}

/** A client created by the trainer through the API. */
export async function createClientAs(app: App, access: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(access), payload });
  if (response.statusCode !== 201) throw new Error(`client creation failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; email: string | null } & Record<string, unknown>>();
}

/** The business's live invitation code (the one still pending, or a new one), optionally bound to a client. */
export async function inviteAs(app: App, access: string, clientId?: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: authHeader(access),
    payload: clientId === undefined ? {} : { clientId },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; code: string; expiresAt: string; reused: boolean }>();
}

export const revokeInvitationAs = (app: App, access: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/v1/invitations/${id}`, headers: authHeader(access) });

/** A code no other pending one shares: the live one is revoked first, so the next opening makes a new one. */
export async function newInvitationAs(app: App, access: string, clientId?: number) {
  const live = await inviteAs(app, access, clientId);
  if (!live.reused) return live;
  await revokeInvitationAs(app, access, live.id);
  return inviteAs(app, access, clientId);
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

/** The first step of the app's sign-up alone: 202 and a code mailed to the email. */
export const requestAppRegistration = (app: App, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/client-app/register', payload });

/** The code of the newest sign-up mail sent to `email` (from the outbox). */
export async function appSignUpCode(app: App, email: string): Promise<string> {
  const [mail] = await listOutbox(app.db, email, 1);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  return code;
}

export const verifyAppRegistration = (app: App, registration: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/v1/client-app/register/verify', payload: { registration, code } });

/**
 * The app's whole sign-up as a person with access to the mailbox does it: register, read the code,
 * verify. Answers the first step's response when it fails, else the verification's (201 and tokens).
 */
export async function registerInApp(app: App, payload: Record<string, unknown>) {
  const requested = await requestAppRegistration(app, payload);
  if (requested.statusCode !== 202) return requested;
  const { registration, email } = requested.json<{ registration: string; email: string }>();
  return verifyAppRegistration(app, registration, await appSignUpCode(app, email));
}

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

/** The token of the newest team invitation mailed to `email` (from the outbox's link). */
export async function teamInvitationToken(app: App, email: string): Promise<string> {
  const [mail] = await listOutbox(app.db, email, 1);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no team invitation mailed to ${email}`);
  return token;
}

/**
 * A new member of the administrator's business, as a person does it: invited by the AD, the link read
 * from the mail, accepted, signed in. Answers the member's id, tokens and credentials.
 */
export async function joinedMember(
  app: App,
  adminAccess: string,
  { email, role = 'CO', firstName = 'Martín', lastName = 'Suárez' }: { email: string; role?: 'AD' | 'CO'; firstName?: string; lastName?: string },
) {
  const invited = await app.inject({ method: 'POST', url: '/api/v1/team/invitations', headers: authHeader(adminAccess), payload: { email, role } });
  if (invited.statusCode !== 201 && invited.statusCode !== 200) throw new Error(`team invitation failed: ${invited.statusCode} ${invited.body}`);
  const token = await teamInvitationToken(app, email);
  const password = 'Secreta123';
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/v1/team/invitations/accept',
    payload: { token, firstName, lastName, phone: '+5491155551111', password, confirmPassword: password },
  });
  if (accepted.statusCode !== 201) throw new Error(`team invitation accept failed: ${accepted.statusCode} ${accepted.body}`);
  const tokens = await login(app, email, password);
  return { id: decodeClaims(tokens.access).id as number, ...tokens, credentials: { email, password } };
}
