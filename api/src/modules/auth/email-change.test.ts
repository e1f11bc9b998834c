import { apiMessages, emailChangeMessages, profileMessages, type TokenPair } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { emailChanges } from '../../db/schema';
import { authHeader, login, signUp, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { listOutbox } from '../mail/outbox-queries';
import { sha256Hex } from '../sessions/secrets';

const ctx = setupApiTests();

const OWNER = 'lucia@example.com';
const NEW = 'lucia.nueva@example.com';
const ATTACKER = 'intruso@example.com';
const PASSWORD = 'Secreta123';

const getMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
const patchMe = (access: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload });
const requestChange = (access: string, newEmail: string, currentPassword = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/me/email-change', headers: authHeader(access), payload: { newEmail, currentPassword } });
const cancelChange = (access: string) => ctx.app.inject({ method: 'DELETE', url: '/api/v1/me/email-change', headers: authHeader(access) });
const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/auth/email-change/confirm', payload: { token } });
const undo = (token: string) => ctx.app.inject({ method: 'POST', url: '/auth/email-change/undo', payload: { token } });
const webRefresh = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
const tryLogin = (username: string, password = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username, password } });

/** The newest mail to an address, and the token of the web-app link in it. */
async function mailTo(address: string) {
  const [mail] = await listOutbox(ctx.app.db, address, 1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const link = /http:\/\/app\.test\/\S+/.exec(mail.text)?.[0];
  return { mail, link, token: link ? new URL(link).searchParams.get('token') ?? '' : '' };
}

const mailCount = async (address: string) => (await listOutbox(ctx.app.db, address, 50)).length;

describe('the takeover through a leftover session is closed', () => {
  it("a token left on another device stops at the password change, cannot move the email, and the owner's tab goes on", async () => {
    // The owner signed in on a shared computer and left; someone kept that access token.
    const leftover = await signedInTrainer(ctx.app);
    const owner = await login(ctx.app, OWNER, PASSWORD);
    // Before the owner reacts, the leftover token cannot move the account to another address...
    const moved = await patchMe(leftover.access, { email: ATTACKER });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { email: [emailChangeMessages.useEmailChange] } } });
    // ...nor ask for a change without the password.
    expect((await requestChange(leftover.access, ATTACKER, 'adivinando1')).statusCode).toBe(400);
    expect(await mailCount(ATTACKER)).toBe(0);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: authHeader(owner.access),
      payload: { currentPassword: PASSWORD, newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' },
    });
    expect(changed.statusCode).toBe(200);
    // The leftover token is refused at its very next request, whatever it tries.
    expect((await getMe(leftover.access)).statusCode).toBe(401);
    expect((await patchMe(leftover.access, { firstName: 'Intruso' })).statusCode).toBe(401);
    expect((await webRefresh(leftover.refresh)).statusCode).toBe(401);
    expect((await getMe(changed.json<TokenPair>().access)).json()).toMatchObject({ email: OWNER, firstName: 'Lucía' });
  });
});

describe('PATCH /api/v1/me and the email', () => {
  it('refuses another email with a message that points to the email change, and takes the same one as no change', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const other = await patchMe(access, { email: NEW, firstName: 'Ana' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(emailChangeMessages.useEmailChange);
    const same = await patchMe(access, { email: 'LUCIA@example.com', firstName: 'Ana' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: OWNER, firstName: 'Ana', pendingEmail: null });
  });
});

describe('POST /api/v1/me/email-change', () => {
  it('needs the current password (a field error on currentPassword) and mails nothing without it', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const wrong = await requestChange(access, NEW, 'Secreta124');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: profileMessages.currentPasswordWrong,
      details: { fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] } },
    });
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/email-change', headers: authHeader(access), payload: { newEmail: NEW } });
    expect(missing.json().details.fieldErrors).toEqual({ currentPassword: [emailChangeMessages.currentPasswordRequired] });
    expect(await mailCount(NEW)).toBe(0);
    expect((await getMe(access)).json().pendingEmail).toBeNull();
  });

  it('refuses an address another account uses (409) and the current one (400)', async () => {
    await signUp(ctx.app, { email: 'otra@example.com' });
    const { access } = await signedInTrainer(ctx.app);
    const taken = await requestChange(access, 'OTRA@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'EMAIL_ALREADY_EXISTS', message: apiMessages.emailExists });
    const same = await requestChange(access, OWNER);
    expect(same.statusCode).toBe(400);
    expect(same.json().details.fieldErrors).toEqual({ newEmail: [emailChangeMessages.sameEmail] });
  });

  it('mails a link to the new address and a notice with an undo link to the old one; nothing changes until the link is opened', async () => {
    const { access, refresh } = await signedInTrainer(ctx.app);
    const response = await requestChange(access, NEW);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ pendingEmail: NEW, expiresAt: new Date(ctx.clock.now().getTime() + 24 * 3600_000).toISOString() });

    const toNew = await mailTo(NEW);
    expect(toNew.link).toMatch(/^http:\/\/app\.test\/confirmar-correo\?token=[\w-]{43}$/);
    expect(toNew.mail.subject).toBe('Confirmá tu nuevo correo');
    const toOld = await mailTo(OWNER);
    expect(toOld.link).toMatch(/^http:\/\/app\.test\/deshacer-cambio-de-correo\?token=[\w-]{43}$/);
    expect(toOld.mail.text).toContain(NEW);
    // Stored only as hashes.
    const [row] = await ctx.app.db.select().from(emailChanges);
    expect(row).toMatchObject({ confirmTokenHash: sha256Hex(toNew.token), undoTokenHash: sha256Hex(toOld.token), oldEmail: OWNER, newEmail: NEW });

    expect((await getMe(access)).json()).toMatchObject({ email: OWNER, pendingEmail: NEW });
    expect((await tryLogin(OWNER)).statusCode).toBe(200);
    expect((await tryLogin(NEW)).statusCode).toBe(401);
    expect((await webRefresh(refresh)).statusCode).toBe(200);
  });

});

describe('POST /auth/email-change/confirm', () => {
  it('applies the change, ends every session of the account, and the new email signs in', async () => {
    const { access, refresh } = await signedInTrainer(ctx.app);
    const phone = await login(ctx.app, OWNER, PASSWORD);
    await requestChange(access, NEW);
    const { token } = await mailTo(NEW);

    // Opened in another browser: no token needed.
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: NEW, message: emailChangeMessages.confirmed(NEW) });

    for (const old of [access, phone.access]) expect((await getMe(old)).statusCode).toBe(401);
    for (const old of [refresh, phone.refresh]) expect((await webRefresh(old)).statusCode).toBe(401);
    expect((await tryLogin(OWNER)).statusCode).toBe(401);
    const signedIn = await tryLogin(NEW);
    expect(signedIn.statusCode).toBe(200);
    expect((await getMe(signedIn.json<TokenPair>().access)).json()).toMatchObject({ email: NEW, pendingEmail: null });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'EMAIL_CHANGE_LINK_INVALID', message: emailChangeMessages.confirmLinkUsed });
  });

  it('expires 24 hours after the request', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const { token } = await mailTo(NEW);
    ctx.clock.advance(24 * 3600_000);
    const later = await login(ctx.app, OWNER, PASSWORD);
    expect((await getMe(later.access)).json().pendingEmail).toBeNull();
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(emailChangeMessages.confirmLinkExpired);
    expect((await tryLogin(OWNER)).statusCode).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const response = await confirm('no-es-un-enlace');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'EMAIL_CHANGE_LINK_INVALID', message: emailChangeMessages.confirmLinkInvalid });
  });

  it('answers 409 when the address was taken meanwhile, and the request stops waiting', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const { token } = await mailTo(NEW);
    await signUp(ctx.app, { email: NEW });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'EMAIL_ALREADY_EXISTS', message: apiMessages.emailExists });
    expect((await getMe(access)).json()).toMatchObject({ email: OWNER, pendingEmail: null });
  });

  it('a new request replaces the pending one; DELETE cancels it; cancelled links do not apply', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const first = await mailTo(NEW);
    await requestChange(access, 'lucia.otra@example.com');
    expect((await getMe(access)).json().pendingEmail).toBe('lucia.otra@example.com');
    const replaced = await confirm(first.token);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe(emailChangeMessages.changeCancelled);

    const second = await mailTo('lucia.otra@example.com');
    expect((await cancelChange(access)).statusCode).toBe(204);
    expect((await getMe(access)).json().pendingEmail).toBeNull();
    expect((await confirm(second.token)).statusCode).toBe(400);
    expect((await getMe(access)).json().email).toBe(OWNER);
    // Nothing pending: still 204.
    expect((await cancelChange(access)).statusCode).toBe(204);
  });
});

describe('POST /auth/email-change/undo (the notice to the old address)', () => {
  it('after the change was applied: restores the old email, ends every session (the new address holder is out), once', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const undoToken = (await mailTo(OWNER)).token;
    await confirm((await mailTo(NEW)).token);
    const holder = await login(ctx.app, NEW, PASSWORD);
    ctx.clock.advanceDays(6);

    const response = await undo(undoToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: OWNER, message: emailChangeMessages.undone(OWNER) });
    expect((await getMe(holder.access)).statusCode).toBe(401);
    expect((await webRefresh(holder.refresh)).statusCode).toBe(401);
    expect((await tryLogin(NEW)).statusCode).toBe(401);
    expect((await tryLogin(OWNER)).statusCode).toBe(200);

    const again = await undo(undoToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'EMAIL_CHANGE_LINK_INVALID', message: emailChangeMessages.undoLinkUsed });
  });

  it('while still pending: cancels it and ends every session', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const undoToken = (await mailTo(OWNER)).token;
    const response = await undo(undoToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(OWNER);
    expect((await getMe(access)).statusCode).toBe(401);
    expect((await confirm((await mailTo(NEW)).token)).json().message).toBe(emailChangeMessages.changeCancelled);
    const fresh = await login(ctx.app, OWNER, PASSWORD);
    expect((await getMe(fresh.access)).json()).toMatchObject({ email: OWNER, pendingEmail: null });
  });

  it('works for 7 days', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    const undoToken = (await mailTo(OWNER)).token;
    await confirm((await mailTo(NEW)).token);
    ctx.clock.advanceDays(7);
    const response = await undo(undoToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(emailChangeMessages.undoLinkInvalid);
    expect((await tryLogin(NEW)).statusCode).toBe(200);
  });

  it('keeps the old address for its owner while the change can be undone: nobody else can take it meanwhile', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await requestChange(access, NEW);
    await confirm((await mailTo(NEW)).token);
    const squat = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/autonomous',
      payload: { firstName: 'Otro', lastName: 'Usuario', email: OWNER, phone: '1155550000', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(squat.statusCode).toBe(409);
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    expect((await requestChange(other.access, OWNER)).statusCode).toBe(409);

    ctx.clock.advanceDays(7);
    await expect(signUp(ctx.app, { email: OWNER })).resolves.toHaveProperty('user');
  });
});

describe('the rows', () => {
  it('one open request per user at most, enforced by the database', async () => {
    const { user } = await signedInTrainer(ctx.app);
    const row = {
      userId: user.id,
      oldEmail: OWNER,
      newEmail: NEW,
      confirmExpiresAt: ctx.clock.now(),
      undoExpiresAt: ctx.clock.now(),
    };
    await ctx.app.db.insert(emailChanges).values({ ...row, confirmTokenHash: 'a', undoTokenHash: 'b' });
    await expect(ctx.app.db.insert(emailChanges).values({ ...row, confirmTokenHash: 'c', undoTokenHash: 'd' })).rejects.toThrow();
    await ctx.app.db.update(emailChanges).set({ cancelledAt: ctx.clock.now() }).where(eq(emailChanges.userId, user.id));
    await ctx.app.db.insert(emailChanges).values({ ...row, confirmTokenHash: 'c', undoTokenHash: 'd' });
  });
});
