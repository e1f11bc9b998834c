import { expect, type APIRequestContext } from '@playwright/test';
import { registerInApp } from './client-app';
import { uniqueEmail, type NewTrainer } from './session';

/** A trainer's access token through the API (for setting data up beside what the test does in the browser). */
export async function trainerAccess(request: APIRequestContext, trainer: NewTrainer): Promise<string> {
  const response = await request.post('/auth/web/login', { data: { username: trainer.email, password: trainer.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

export const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

/**
 * A client of the trainer who has registered in the mobile app with an invitation bound to them:
 * the client's id and an app access token, to act as the app does.
 */
export async function appClient(
  request: APIRequestContext,
  trainer: string,
  person: { firstName: string; lastName: string },
): Promise<{ clientId: number; access: string; email: string }> {
  const email = uniqueEmail(person.firstName.toLowerCase());
  const created = await request.post('/api/v1/clients', { headers: bearer(trainer), data: { ...person, email } });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;
  const invitation = await request.post('/api/v1/invitations', { headers: bearer(trainer), data: { clientId } });
  expect(invitation.status()).toBe(201);
  const { code } = (await invitation.json()) as { code: string };
  const password = 'Corre2026x';
  const registered = await registerInApp(request, { code, ...person, email, password, confirmPassword: password });
  expect(registered.status()).toBe(201);
  const login = await request.post('/auth/app/login', { data: { username: email, password } });
  expect(login.status()).toBe(200);
  return { clientId, access: ((await login.json()) as { access: string }).access, email };
}

/** Today in Buenos Aires (the zone of a business created by the tests), 'YYYY-MM-DD'. */
export const businessToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
