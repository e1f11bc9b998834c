import { apiMessages, validationMessages as m } from '@coach/shared/contracts';
import { authHeader, login, signedInTrainer, signUp } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests({ env: { EXPOSE_OUTBOX: '1' } });

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const requestReset = (email: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } as object });

const confirm = (payload: object) => ctx.app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload });

async function outbox(to?: string): Promise<OutboxItem[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: OutboxItem[] }>().items;
}

/** Requests a reset and reads token and uid from the link in the mail, as the user would click it. */
async function resetLink(email: string) {
  expect((await requestReset(email)).statusCode).toBe(200);
  const [mail] = await outbox(email);
  const href = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!href) throw new Error('no link in the reset mail');
  const url = new URL(href);
  return { url, token: url.searchParams.get('token') ?? '', uid: url.searchParams.get('uid') ?? '' };
}

const newPassword = { newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9' };

describe('POST /auth/password-reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    await signUp(ctx.app);
    const known = await requestReset('lucia@example.com');
    const unknown = await requestReset('nadie@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: apiMessages.resetRequested });
    expect(await outbox('nadie@example.com')).toEqual([]);
    expect(await outbox('lucia@example.com')).toHaveLength(1);
  });

  it('mails a link to the web app with a token and the user id', async () => {
    const { user } = await signUp(ctx.app);
    const { url, token, uid } = await resetLink('LUCIA@example.com');
    expect(`${url.origin}${url.pathname}`).toBe('http://app.test/reset-password');
    expect(uid).toBe(String(user.id));
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [mail] = await outbox('lucia@example.com');
    expect(mail?.subject).toBe('Restablecé tu contraseña');
    expect(mail?.html).toContain(url.toString().replace(/&/g, '&#38;'));
  });

  it('validates the email', async () => {
    const response = await requestReset('');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.emailRequired);
  });
});

describe('POST /auth/password-reset/confirm', () => {
  it('sets the new password: the new one signs in, the old one no longer does', async () => {
    await signUp(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    const response = await confirm({ ...newPassword, token, uid });
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().message).toBe('string');
    await expect(login(ctx.app, 'lucia@example.com', 'NuevaClave9')).resolves.toHaveProperty('access');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/auth/web/login',
      payload: { username: 'lucia@example.com', password: 'Secreta123' },
    });
    expect(old.statusCode).toBe(401);
  });

  it('works once: the same link is refused the second time', async () => {
    await signUp(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    expect((await confirm({ ...newPassword, token, uid })).statusCode).toBe(200);
    const again = await confirm({ newPassword: 'OtraClave77', confirmPassword: 'OtraClave77', token, uid });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_TOKEN_INVALID', message: apiMessages.resetTokenInvalid });
  });

  it('expires after one hour', async () => {
    await signUp(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    ctx.clock.advanceSeconds(60 * 60 + 1);
    const response = await confirm({ ...newPassword, token, uid });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('is still valid just before the hour', async () => {
    await signUp(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    ctx.clock.advanceSeconds(59 * 60);
    expect((await confirm({ ...newPassword, token, uid })).statusCode).toBe(200);
  });

  it('signs out every session of the user (refresh tokens revoked)', async () => {
    const session = await signedInTrainer(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    expect((await confirm({ ...newPassword, token, uid })).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('makes older links of the same user useless once one was used', async () => {
    await signUp(ctx.app);
    const older = await resetLink('lucia@example.com');
    const newer = await resetLink('lucia@example.com');
    expect((await confirm({ ...newPassword, token: newer.token, uid: newer.uid })).statusCode).toBe(200);
    expect((await confirm({ ...newPassword, token: older.token, uid: older.uid })).statusCode).toBe(400);
  });

  it('refuses a token with another user id, and a made-up token', async () => {
    await signUp(ctx.app);
    const other = await signUp(ctx.app, { email: 'otra@example.com' });
    const { token } = await resetLink('lucia@example.com');
    expect((await confirm({ ...newPassword, token, uid: String(other.user.id) })).statusCode).toBe(400);
    expect((await confirm({ ...newPassword, token, uid: 'abc' })).statusCode).toBe(400);
    expect((await confirm({ ...newPassword, token: 'inventado', uid: String(other.user.id) })).statusCode).toBe(400);
  });

  it('rejects a weak password with the checklist message and keeps the link usable', async () => {
    await signUp(ctx.app);
    const { token, uid } = await resetLink('lucia@example.com');
    const weak = await confirm({ newPassword: 'debil', confirmPassword: 'debil', token, uid });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: m.passwordTooWeak,
      details: { fieldErrors: { newPassword: [m.passwordTooWeak] } },
    });
    expect((await confirm({ ...newPassword, token, uid })).statusCode).toBe(200);
  });

  it('rejects passwords that do not match, on the confirm field', async () => {
    const response = await confirm({ newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave8', token: 't', uid: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ confirmPassword: [m.passwordsDoNotMatch] });
  });

  it('names every missing field in Spanish', async () => {
    const response = await confirm({});
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json().details;
    expect(fieldErrors.newPassword).toEqual([m.passwordRequired]);
    expect(fieldErrors.confirmPassword).toEqual([m.confirmPasswordRequired]);
    expect(fieldErrors.token?.[0]).toMatch(/^Entrada inválida/);
    expect(fieldErrors.uid?.[0]).toMatch(/^Entrada inválida/);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists mails newest first, filtered by recipient', async () => {
    await signUp(ctx.app);
    await signUp(ctx.app, { email: 'otra@example.com' });
    await requestReset('lucia@example.com');
    ctx.clock.advanceSeconds(5);
    await requestReset('otra@example.com');
    ctx.clock.advanceSeconds(5);
    await requestReset('lucia@example.com');
    const all = await outbox();
    expect(all.map((item) => item.to)).toEqual(['lucia@example.com', 'otra@example.com', 'lucia@example.com']);
    expect(new Date(all[0]!.createdAt).getTime()).toBeGreaterThan(new Date(all[1]!.createdAt).getTime());
    expect(await outbox('otra@example.com')).toHaveLength(1);
  });

  it('does not need a token (it only exists when EXPOSE_OUTBOX=1)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
  });
});
