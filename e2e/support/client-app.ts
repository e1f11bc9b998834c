import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The app's sign-up as a person with the mailbox does it: register, read the mailed code, verify. */
export async function registerInApp(request: APIRequestContext, data: Record<string, string>): Promise<APIResponse> {
  const requested = await request.post('/api/v1/client-app/register', { data });
  if (requested.status() !== 202) return requested;
  const { registration, email } = (await requested.json()) as { registration: string; email: string };
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { items } = (await outbox.json()) as { items: { subject: string }[] };
  const code = /\b(\d{6})\b/.exec(items[0]?.subject ?? '')?.[1] ?? '';
  return request.post('/api/v1/client-app/register/verify', { data: { registration, code } });
}
