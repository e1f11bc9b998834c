import { APP_SIGN_UP_CODE_MINUTES, clientAppVerificationMessages as vm, clientMessages } from '@coach/shared/contracts';
import {
  appLogin,
  appSignUpCode,
  createClientAs,
  inviteAs,
  newAppClient,
  requestAppRegistration,
  signedInTrainer,
  verifyAppRegistration,
} from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

const VICTIM = 'maria@example.com';
const pending = (response: { json: <T>() => T }) => response.json<{ registration: string; email: string; expiresAt: string }>();

/** A code other than the one mailed (the mailed one is random: any other 6 digits are wrong). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the app sign-up proves the email before it claims it (security finding 4)', () => {
  it('answers 202 and mails a code; nothing is claimed until the code comes back', async () => {
    const trainer = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, trainer.access);
    const requested = await requestAppRegistration(ctx.app, newAppClient(code, { email: VICTIM }));

    expect(requested.statusCode).toBe(202);
    expect(pending(requested)).toEqual({ registration: expect.any(String), email: VICTIM, expiresAt: expect.any(String) });
    expect(new Date(pending(requested).expiresAt).getTime() - ctx.clock.now().getTime()).toBe(APP_SIGN_UP_CODE_MINUTES * 60_000);
    // No login yet, and the invitation code is still live.
    expect((await appLogin(ctx.app, VICTIM, 'Cliente123')).statusCode).toBe(401);
    const codes = await ctx.app.inject({ method: 'GET', url: '/api/v1/invitations', headers: { authorization: `Bearer ${trainer.access}` } });
    expect(codes.json().items[0]).toMatchObject({ code, status: 'pending' });

    const verified = await verifyAppRegistration(ctx.app, pending(requested).registration, await appSignUpCode(ctx.app, VICTIM));
    expect(verified.statusCode).toBe(201);
    expect((await appLogin(ctx.app, VICTIM, 'Cliente123')).statusCode).toBe(200);
    // The sign-up is used up.
    const again = await verifyAppRegistration(ctx.app, pending(requested).registration, await appSignUpCode(ctx.app, VICTIM));
    expect(again.json()).toMatchObject({ code: 'REGISTRATION_EXPIRED', message: vm.registrationExpired });
  });

  it("a trainer cannot squat a person's email with their own code: the real trainer still registers them", async () => {
    const squatter = await signedInTrainer(ctx.app, { email: 'squatter@example.com' });
    const { code: squatterCode } = await inviteAs(ctx.app, squatter.access);
    const squat = await requestAppRegistration(ctx.app, newAppClient(squatterCode, { email: VICTIM, password: 'Squat1234', confirmPassword: 'Squat1234' }));
    expect(squat.statusCode).toBe(202);
    // The squatter has no access to the victim's mailbox: guessing fails, and the tries run out.
    const mailed = await appSignUpCode(ctx.app, VICTIM);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const guess = await verifyAppRegistration(ctx.app, pending(squat).registration, wrongCode(mailed));
      expect(guess.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { code: [vm.codeWrong] } } });
    }
    expect((await verifyAppRegistration(ctx.app, pending(squat).registration, wrongCode(mailed))).json().code).toBe('TOO_MANY_ATTEMPTS');
    // Even the right code no longer works for that sign-up.
    expect((await verifyAppRegistration(ctx.app, pending(squat).registration, mailed)).json().code).toBe('TOO_MANY_ATTEMPTS');

    // The person's real trainer invites and registers them: no 409.
    const real = await signedInTrainer(ctx.app, { email: 'real@example.com' });
    const client = await createClientAs(ctx.app, real.access, { firstName: 'María', lastName: 'Gómez', email: VICTIM });
    const { code } = await inviteAs(ctx.app, real.access, client.id);
    const requested = await requestAppRegistration(ctx.app, newAppClient(code, { email: VICTIM, firstName: 'María', lastName: 'Gómez' }));
    expect(requested.statusCode).toBe(202);
    const verified = await verifyAppRegistration(ctx.app, pending(requested).registration, await appSignUpCode(ctx.app, VICTIM));
    expect(verified.statusCode).toBe(201);
    expect((await appLogin(ctx.app, VICTIM, 'Squat1234')).statusCode).toBe(401);
    expect((await appLogin(ctx.app, VICTIM, 'Cliente123')).statusCode).toBe(200);
  });

  it('the first verified sign-up wins the address; a later one hears 409', async () => {
    // Two businesses invite the same person: one app account per email, whoever verifies first.
    const trainer = await signedInTrainer(ctx.app);
    const other = await signedInTrainer(ctx.app, { email: 'otro-negocio@example.com' });
    const first = await requestAppRegistration(ctx.app, newAppClient((await inviteAs(ctx.app, trainer.access)).code, { email: VICTIM }));
    const firstCode = await appSignUpCode(ctx.app, VICTIM);
    const second = await requestAppRegistration(ctx.app, newAppClient((await inviteAs(ctx.app, other.access)).code, { email: VICTIM }));
    const secondCode = await appSignUpCode(ctx.app, VICTIM);
    expect((await verifyAppRegistration(ctx.app, pending(second).registration, secondCode)).statusCode).toBe(201);

    const late = await verifyAppRegistration(ctx.app, pending(first).registration, firstCode);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(clientMessages.appAccountExists);
    // Before any code is mailed, a new sign-up with that address hears it too.
    const third = await requestAppRegistration(ctx.app, newAppClient((await inviteAs(ctx.app, trainer.access)).code, { email: VICTIM }));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(clientMessages.appAccountExists);
  });

  it('registering again with a new code for the same client (forgotten password) ends the old app sessions, access tokens included', async () => {
    const trainer = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, trainer.access, { firstName: 'María', lastName: 'Gómez', email: VICTIM });
    const register = async (password: string) => {
      const { code } = await inviteAs(ctx.app, trainer.access, client.id);
      const requested = await requestAppRegistration(ctx.app, newAppClient(code, { email: VICTIM, password, confirmPassword: password }));
      expect(requested.statusCode).toBe(202);
      const verified = await verifyAppRegistration(ctx.app, pending(requested).registration, await appSignUpCode(ctx.app, VICTIM));
      expect(verified.statusCode).toBe(201);
      return verified.json<{ access: string; refresh: string }>();
    };
    const me = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: { authorization: `Bearer ${access}` } });

    const old = await register('Cliente123');
    expect((await me(old.access)).statusCode).toBe(200);
    const renewed = await register('Nueva2026x');
    expect((await me(old.access)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/app/login/refresh', payload: { refresh: old.refresh } })).statusCode).toBe(401);
    expect((await me(renewed.access)).statusCode).toBe(200);
    expect((await appLogin(ctx.app, VICTIM, 'Nueva2026x')).statusCode).toBe(200);
  });

  it('a code expires after its minutes', async () => {
    const trainer = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, trainer.access);
    const requested = await requestAppRegistration(ctx.app, newAppClient(code, { email: VICTIM }));
    const mailed = await appSignUpCode(ctx.app, VICTIM);
    ctx.clock.advance(APP_SIGN_UP_CODE_MINUTES * 60_000 + 1);
    const late = await verifyAppRegistration(ctx.app, pending(requested).registration, mailed);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'REGISTRATION_EXPIRED', message: vm.registrationExpired });
  });

  it('refuses a malformed code with a Spanish message, without spending a try', async () => {
    const trainer = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, trainer.access);
    const requested = await requestAppRegistration(ctx.app, newAppClient(code, { email: VICTIM }));
    const malformed = await verifyAppRegistration(ctx.app, pending(requested).registration, '12a');
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { code: [vm.codeRequired] } } });
    expect((await verifyAppRegistration(ctx.app, pending(requested).registration, await appSignUpCode(ctx.app, VICTIM))).statusCode).toBe(201);
  });
});
