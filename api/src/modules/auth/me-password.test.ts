import { profileMessages, validationMessages as m } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { authHeader, decodeClaims, login, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { insertResetToken } from './reset-token-queries';
import { randomToken, sha256Hex } from '../sessions/secrets';

const ctx = setupApiTests();

const changePassword = (access: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/me/password', headers: authHeader(access), payload });
const postRefresh = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
const tryLogin = (password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'lucia@example.com', password } });
const valid = { currentPassword: 'Secreta123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' };

describe('POST /api/v1/me/password', () => {
  it('answers a field error on currentPassword when it is wrong, and changes nothing', async () => {
    const { access, refresh } = await signedInTrainer(ctx.app);
    const response = await changePassword(access, { ...valid, currentPassword: 'Secreta124' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: profileMessages.currentPasswordWrong,
      details: { fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] } },
    });
    expect((await tryLogin('Secreta123')).statusCode).toBe(200);
    expect((await tryLogin('NuevaClave456')).statusCode).toBe(401);
    expect((await postRefresh(refresh)).statusCode).toBe(200);
  });

  it('checks the new password with the shared rules', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const weak = await changePassword(access, { ...valid, newPassword: 'sinmayus1', confirmPassword: 'sinmayus1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.fieldErrors).toEqual({ newPassword: [m.passwordTooWeak] });

    const mismatch = await changePassword(access, { ...valid, confirmPassword: 'NuevaClave457' });
    expect(mismatch.json().details.fieldErrors).toEqual({ confirmPassword: [m.passwordsDoNotMatch] });

    const missing = await changePassword(access, {});
    expect(missing.json().details.fieldErrors).toEqual({
      currentPassword: [profileMessages.currentPasswordRequired],
      newPassword: [m.passwordRequired],
      confirmPassword: [m.confirmPasswordRequired],
    });
    expect((await tryLogin('Secreta123')).statusCode).toBe(200);
  });

  it('changes the password, ends every other session and answers a working pair of a new family', async () => {
    const { access, refresh: thisTab, credentials } = await signedInTrainer(ctx.app);
    const otherDevice = await login(ctx.app, credentials.email, credentials.password);
    const familiesBefore = new Set((await ctx.app.db.select().from(refreshTokens)).map((row) => row.familyId));

    const response = await changePassword(access, valid);
    expect(response.statusCode).toBe(200);
    const pair = response.json<{ access: string; refresh: string }>();
    expect(decodeClaims(pair.access)).toMatchObject({ email: 'lucia@example.com', first_name: 'Lucía' });

    // Refresh tokens issued before the change, of this tab and of the other device, no longer work.
    expect((await postRefresh(thisTab)).statusCode).toBe(401);
    expect((await postRefresh(otherDevice.refresh)).statusCode).toBe(401);

    // The new pair works, and its family is new.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(pair.access) });
    expect(me.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256Hex(pair.refresh)));
    expect(familiesBefore.has(row!.familyId)).toBe(false);
    expect((await postRefresh(pair.refresh)).statusCode).toBe(200);

    expect((await tryLogin('NuevaClave456')).statusCode).toBe(200);
    expect((await tryLogin('Secreta123')).statusCode).toBe(401);
  });

  it('makes reset links mailed before the change useless', async () => {
    const { access, user } = await signedInTrainer(ctx.app);
    const token = randomToken();
    await insertResetToken(ctx.app.db, {
      subject: { kind: 'user', id: user.id },
      tokenHash: sha256Hex(token),
      expiresAt: new Date(ctx.clock.now().getTime() + 60 * 60 * 1000),
      createdAt: ctx.clock.now(),
    });
    expect((await changePassword(access, valid)).statusCode).toBe(200);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, uid: String(user.id), newPassword: 'OtraClave789', confirmPassword: 'OtraClave789' },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it("changes only the caller's password", async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const { access } = await signedInTrainer(ctx.app);
    expect((await changePassword(access, valid)).statusCode).toBe(200);
    expect((await postRefresh(other.refresh)).statusCode).toBe(200);
    await expect(login(ctx.app, 'otra@example.com', 'Secreta123')).resolves.toHaveProperty('access');
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/password', payload: valid });
    expect(response.statusCode).toBe(401);
  });
});
