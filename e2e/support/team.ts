import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './agenda';

export interface Person {
  firstName: string;
  lastName: string;
}

/** A client of the business through the API (POST /api/v1/clients): in the caller's charge. Its id. */
export async function createClientViaApi(request: APIRequestContext, access: string, person: Person): Promise<number> {
  const created = await request.post('/api/v1/clients', { headers: bearer(access), data: person });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** An administrator invites someone to the team (POST /api/v1/team/invitations): the mail goes to the outbox. */
export async function inviteToTeamViaApi(
  request: APIRequestContext,
  access: string,
  invitation: Partial<Person> & { email: string; role: 'AD' | 'CO' },
): Promise<void> {
  const response = await request.post('/api/v1/team/invitations', { headers: bearer(access), data: invitation });
  expect(response.status()).toBe(201);
}

/**
 * The link of the newest team invitation mailed to an address (the e2e server keeps every mail in its
 * outbox), as a path: `/unirme?token=…`. The mail is written after the API answered, so it is waited for.
 */
export async function teamInvitationPath(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { items } = (await response.json()) as { items: { text: string }[] };
    link = items.map((mail) => /https?:\/\/\S+\/unirme\?token=\S+/.exec(mail.text)?.[0]).find(Boolean) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The invited person accepts through the API (POST /api/v1/team/invitations/accept), as /unirme does. */
export async function joinTeamViaApi(
  request: APIRequestContext,
  path: string,
  person: Person & { phone: string; password: string },
): Promise<void> {
  const token = new URL(path, 'http://e2e.test').searchParams.get('token') ?? '';
  const response = await request.post('/api/v1/team/invitations/accept', {
    data: { token, ...person, confirmPassword: person.password },
  });
  expect(response.status()).toBe(201);
}

/** A member's id in the business (GET /api/v1/team/members, administrators only), by email. */
export async function memberIdViaApi(request: APIRequestContext, access: string, email: string): Promise<number> {
  const response = await request.get('/api/v1/team/members', { headers: bearer(access) });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; email: string }[] };
  const member = results.find((item) => item.email === email);
  expect(member, email).toBeDefined();
  return member!.id;
}
