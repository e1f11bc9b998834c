import { apiMessages, validationMessages as m } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { gyms, users } from '../../db/schema';
import { decodeClaims, login, newTrainer, signUp } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

const postSignUp = (payload: object, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/users/autonomous${query}`, payload });

describe('POST /api/v1/users/autonomous', () => {
  it('creates the trainer (CO) and their business on a 30-day trial', async () => {
    const response = await postSignUp(newTrainer({ email: 'Lucia@Example.com' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email: 'lucia@example.com',
      firstName: 'Lucía',
      lastName: 'Pérez',
      trialDays: 30,
    });
    const [row] = await ctx.app.db
      .select({ user: users, gym: gyms })
      .from(users)
      .innerJoin(gyms, eq(gyms.id, users.gymId))
      .where(eq(users.id, body.id));
    expect(row?.user).toMatchObject({ role: 'AD', phone: '+5491155550000', originCode: null });
    expect(row?.gym).toMatchObject({ name: 'Lucía Pérez', currency: 'ARS', timeZone: 'America/Argentina/Buenos_Aires' });
    expect(row?.gym.trialEndsAt?.getTime()).toBe(ctx.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
  });

  it('signs in right away with 30 remaining trial days', async () => {
    await signUp(ctx.app);
    const { access } = await login(ctx.app, 'lucia@example.com', 'Secreta123');
    expect(decodeClaims(access).remainingDays).toBe(30);
  });

  it('stores the origin code of the query string on the user and the business', async () => {
    const { user } = await signUp(ctx.app, {}, '?code=instagram-2026');
    const [row] = await ctx.app.db
      .select({ userCode: users.originCode, gymCode: gyms.originCode })
      .from(users)
      .innerJoin(gyms, eq(gyms.id, users.gymId))
      .where(eq(users.id, user.id));
    expect(row).toEqual({ userCode: 'instagram-2026', gymCode: 'instagram-2026' });
  });

  it('answers 409 EMAIL_ALREADY_EXISTS for an email already used, whatever its letter case', async () => {
    await signUp(ctx.app);
    for (const email of ['lucia@example.com', 'LUCIA@EXAMPLE.COM']) {
      const response = await postSignUp(newTrainer({ email, firstName: 'Otra' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'EMAIL_ALREADY_EXISTS', message: apiMessages.emailExists });
    }
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
    // The failed sign-ups left no business behind (one transaction).
    expect(await ctx.app.db.select().from(gyms)).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with the same email win', async () => {
    const [a, b] = await Promise.all([
      postSignUp(newTrainer({ email: 'doble@example.com' })),
      postSignUp(newTrainer({ email: 'DOBLE@example.com' })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
  });

  it('names every missing field in Spanish', async () => {
    const response = await postSignUp({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(m.firstNameRequired);
    expect(body.details.fieldErrors).toMatchObject({
      firstName: [m.firstNameRequired],
      lastName: [m.lastNameRequired],
      phone: [m.phoneRequired],
      password: [m.passwordRequired],
      confirmPassword: [m.confirmPasswordRequired],
    });
    expect(body.details.fieldErrors.email).toContain(m.emailRequired);
  });

  it('applies the password checklist, the match rule and the maximum lengths', async () => {
    const weak = await postSignUp(newTrainer({ password: 'sinnumero', confirmPassword: 'sinnumero' }));
    expect(weak.json().details.fieldErrors).toEqual({ password: [m.passwordTooWeak] });

    const mismatch = await postSignUp(newTrainer({ confirmPassword: 'Secreta124' }));
    expect(mismatch.json().details.fieldErrors).toEqual({ confirmPassword: [m.passwordsDoNotMatch] });

    const long = await postSignUp(newTrainer({ firstName: 'a'.repeat(81), phone: '1'.repeat(16) }));
    expect(long.json().details.fieldErrors).toEqual({ firstName: [m.maxLength(80)], phone: [m.phoneTooManyDigits] });

    // 15 digits, not 15 characters: the sign-up's own placeholder, spaces and all, is accepted.
    expect((await postSignUp(newTrainer({ phone: '+54 9 11 1234 5678' }))).statusCode).toBe(201);
  });

  describe("the business's country, time zone and currency, proposed from the phone and the browser's zone", () => {
    const settingsOf = async (email: string, overrides: { phone?: string; timeZone?: string }) => {
      const response = await postSignUp(newTrainer({ email, ...overrides }));
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.app.db
        .select({ timeZone: gyms.timeZone, country: gyms.country, currency: gyms.currency })
        .from(users)
        .innerJoin(gyms, eq(gyms.id, users.gymId))
        .where(eq(users.id, response.json<{ id: number }>().id));
      return row;
    };
    const mexico = { timeZone: 'America/Mexico_City', country: 'MX', currency: 'MXN' };
    const argentina = { timeZone: 'America/Argentina/Buenos_Aires', country: 'AR', currency: 'ARS' };

    it("a Mexican phone on a browser set to Madrid: México, Ciudad de México and pesos (the phone's code wins)", async () => {
      expect(await settingsOf('ana@example.com', { phone: '+52 55 1234 5678', timeZone: 'Europe/Madrid' })).toEqual(mexico);
      // A zone of that country is kept: the trainer is in Cancún.
      expect(await settingsOf('cancun@example.com', { phone: '+52 998 123 4567', timeZone: 'America/Cancun' })).toEqual({ ...mexico, timeZone: 'America/Cancun' });
      // An old client that sends no zone still gets the phone's country.
      expect(await settingsOf('viejo@example.com', { phone: '+52 55 1234 5678' })).toEqual(mexico);
    });

    it('a phone without its country code on a browser set to Madrid: España, Madrid and euros', async () => {
      expect(await settingsOf('madrid@example.com', { phone: '612 345 678', timeZone: 'Europe/Madrid' })).toEqual({ timeZone: 'Europe/Madrid', country: 'ES', currency: 'EUR' });
      expect(await settingsOf('santiago@example.com', { phone: '9 8765 4321', timeZone: 'America/Santiago' })).toEqual({ timeZone: 'America/Santiago', country: 'CL', currency: 'CLP' });
      expect(await settingsOf('salta@example.com', { phone: '387 555 0000', timeZone: 'America/Argentina/Salta' })).toEqual({ ...argentina, timeZone: 'America/Argentina/Salta' });
    });

    it("keeps Argentina's defaults when neither says where, and a zone of no listed country as the only thing known", async () => {
      expect(await settingsOf('lucia@example.com', {})).toEqual(argentina);
      for (const [email, timeZone] of [['marte@example.com', 'Marte/Olympus'], ['servidor@example.com', 'UTC'], ['etc@example.com', 'Etc/GMT+3']] as const) {
        expect(await settingsOf(email, { phone: '11 5555 0000', timeZone })).toEqual(argentina);
      }
      expect(await settingsOf('tokio@example.com', { phone: '90 1234 5678', timeZone: 'Asia/Tokyo' })).toEqual({ ...argentina, timeZone: 'Asia/Tokyo' });
    });

    it('refuses a zone that is not a line of text (the form never sends one)', async () => {
      const response = await postSignUp(newTrainer({ timeZone: 'Europe/Madrid\nX' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fieldErrors).toEqual({ timeZone: [m.controlCharacters] });
    });
  });

  it('rejects a body that is missing altogether', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/autonomous' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: apiMessages.validation });
  });
});
