import { apiMessages, validationMessages as m } from '@coach/shared/contracts';
import { appLogin, appRefresh, authHeader, createClientAs, decodeClaims, registeredAppClient } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { PASSWORD_CHANGED } from '../auth/password-reset';

const ctx = setupApiTests({ env: { EXPOSE_OUTBOX: '1' } });

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const requestReset = (email: string, path = '/auth/app/password-reset') => ctx.app.inject({ method: 'POST', url: path, payload: { email } });
const confirm = (payload: object, path = '/auth/app/password-reset/confirm') => ctx.app.inject({ method: 'POST', url: path, payload });

async function outbox(to: string): Promise<OutboxItem[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json<{ items: OutboxItem[] }>().items;
}

/** Requests a reset and reads token and uid from the newest mail's link, as the client would open it. */
async function resetLink(email: string, path?: string) {
  expect((await requestReset(email, path)).statusCode).toBe(200);
  const [mail] = await outbox(email.toLowerCase());
  const href = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!href) throw new Error('no link in the reset mail');
  const url = new URL(href);
  return { url, token: url.searchParams.get('token') ?? '', uid: url.searchParams.get('uid') ?? '' };
}

const newPassword = { newPassword: 'NuevaClave9', confirmPassword: 'NuevaClave9' };

describe('POST /auth/app/password-reset', () => {
  it('mails only a client registered in the app and enabled; every email gets the same answer', async () => {
    const { trainer, clientId } = await registeredAppClient(ctx.app);
    // Carla has an email in her file but never registered in the app; Lucía is a trainer, not a client.
    await createClientAs(ctx.app, trainer.access, { firstName: 'Carla', lastName: 'Paz', email: 'carla@example.com' });
    const answers = await Promise.all(['jose@example.com', 'nadie@example.com', 'carla@example.com', 'lucia@example.com'].map((email) => requestReset(email)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: apiMessages.resetRequested });
    }
    // jose@example.com got the sign-up code mail before.
    expect((await outbox('jose@example.com')).filter((mail) => mail.subject === 'Restablecé tu contraseña')).toHaveLength(1);
    for (const email of ['nadie@example.com', 'carla@example.com', 'lucia@example.com']) {
      expect((await outbox(email)).filter((mail) => mail.subject === 'Restablecé tu contraseña')).toEqual([]);
    }

    // A client the trainer disabled gets no mail either.
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { active: false } });
    expect((await requestReset('jose@example.com')).json()).toEqual({ message: apiMessages.resetRequested });
    expect((await outbox('jose@example.com')).filter((mail) => mail.subject === 'Restablecé tu contraseña')).toHaveLength(1);
  });

  it("links to the app's screen with a token and the client's id", async () => {
    const { clientId } = await registeredAppClient(ctx.app);
    const { url, token, uid } = await resetLink('JOSE@example.com');
    expect(`${url.origin}${url.pathname}`).toBe('http://app.test/app/restablecer');
    expect(uid).toBe(String(clientId));
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('validates the email in Spanish', async () => {
    const response = await requestReset('');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.emailRequired);
  });
});

describe('POST /auth/app/password-reset/confirm', () => {
  it('sets the new password once and ends every other app session', async () => {
    const { refresh } = await registeredAppClient(ctx.app);
    const { token, uid } = await resetLink('jose@example.com');
    const response = await confirm({ ...newPassword, token, uid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await appLogin(ctx.app, 'jose@example.com', 'NuevaClave9')).statusCode).toBe(200);
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(401);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);
    const again = await confirm({ newPassword: 'OtraClave77', confirmPassword: 'OtraClave77', token, uid });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_TOKEN_INVALID', message: apiMessages.resetTokenInvalid });
  });

  it('expires after one hour, and a used link makes the older ones useless', async () => {
    await registeredAppClient(ctx.app);
    const older = await resetLink('jose@example.com');
    const newer = await resetLink('jose@example.com');
    expect((await confirm({ ...newPassword, ...newer })).statusCode).toBe(200);
    expect((await confirm({ ...newPassword, token: older.token, uid: older.uid })).statusCode).toBe(400);
    const late = await resetLink('jose@example.com');
    ctx.clock.advanceSeconds(60 * 60 + 1);
    expect((await confirm({ ...newPassword, token: late.token, uid: late.uid })).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it("never lets a trainer's link reset a client, nor a client's link a trainer", async () => {
    const { trainer, clientId } = await registeredAppClient(ctx.app);
    const user = { id: decodeClaims(trainer.access).id as number };
    const trainers = await resetLink('lucia@example.com', '/auth/password-reset');
    const clients = await resetLink('jose@example.com');
    for (const uid of [String(user.id), String(clientId)]) {
      expect((await confirm({ ...newPassword, token: trainers.token, uid })).statusCode).toBe(400);
      expect((await confirm({ ...newPassword, token: clients.token, uid }, '/auth/password-reset/confirm')).statusCode).toBe(400);
    }
    // Both links still work where they belong.
    expect((await confirm({ ...newPassword, token: clients.token, uid: clients.uid })).statusCode).toBe(200);
    expect((await confirm({ ...newPassword, token: trainers.token, uid: trainers.uid }, '/auth/password-reset/confirm')).statusCode).toBe(200);
  });

  it('checks the new password with the shared rules, keeping the link usable', async () => {
    await registeredAppClient(ctx.app);
    const { token, uid } = await resetLink('jose@example.com');
    const weak = await confirm({ newPassword: 'debil', confirmPassword: 'debil', token, uid });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: m.passwordTooWeak });
    expect((await confirm({ ...newPassword, token, uid })).statusCode).toBe(200);
  });
});
