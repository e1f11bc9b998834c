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

  it('rejects a body that is missing altogether', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/autonomous' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: apiMessages.validation });
  });
});
