import { emailChangeMessages, MAX_ADDRESS_LENGTH, profileMessages, validationMessages as m } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { gyms } from '../../db/schema';
import { authHeader, decodeClaims, login, setTrialEnd, signedInTrainer, signUp } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

/** What a new business gets: the gyms table's defaults, named after its trainer. */
const newBusiness = { name: 'Lucía Pérez', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' };

describe('GET /api/v1/me', () => {
  it('answers the signed-in user profile', async () => {
    const { access, user } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.com',
      phone: '+5491155550000',
      birthDate: null,
      gender: null,
      address: null,
      role: 'AD',
      image: null,
      gymId: expect.any(Number),
      business: newBusiness,
      pendingEmail: null,
    });
  });

  it("answers the settings of the caller's own business: its name, time zone and currency", async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com', firstName: 'Otra' });
    const { access } = await signedInTrainer(ctx.app);
    const gymId = decodeClaims(access).gym_id as number;
    await ctx.app.db.update(gyms).set({ name: 'Estudio Lucía', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' }).where(eq(gyms.id, gymId));

    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(response.json().business).toEqual({ name: 'Estudio Lucía', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });
    // PATCH answers the same shape, so the web can put it straight into its cache.
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload: { firstName: 'Ana' } });
    expect(patched.json().business).toEqual({ name: 'Estudio Lucía', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });
    // Another business keeps its own.
    const otherMe = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(other.access) });
    expect(otherMe.json().business).toEqual({ ...newBusiness, name: 'Otra Pérez' });
  });

  it('answers 401 once the user no longer exists', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await ctx.testDb.reset();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/me', () => {
  const patchMe = (access: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: authHeader(access), payload });
  const fieldErrorsOf = async (access: string, payload: object) => {
    const response = await patchMe(access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    return response.json().details.fieldErrors as Record<string, string[]>;
  };

  it('updates every profile field and answers the updated profile', async () => {
    const { access, user } = await signedInTrainer(ctx.app);
    const changes = {
      firstName: ' Ana ',
      lastName: 'Gómez',
      // The current email, as typed: no change (another one takes POST /me/email-change).
      email: ' LUCIA@Example.com ',
      phone: '+54 11 4444 333',
      birthDate: '1990-05-17',
      gender: 'Femenino',
      address: 'Av. Corrientes 1234, piso 5 (CABA)',
    };
    const response = await patchMe(access, changes);
    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      firstName: 'Ana',
      lastName: 'Gómez',
      email: 'lucia@example.com',
      phone: '+54 11 4444 333',
      birthDate: '1990-05-17',
      gender: 'Femenino',
      address: 'Av. Corrientes 1234, piso 5 (CABA)',
      role: 'AD',
      image: null,
      gymId: expect.any(Number),
      business: newBusiness,
      pendingEmail: null,
    };
    expect(response.json()).toEqual(expected);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(me.json()).toEqual(expected);
  });

  it('changes only the fields sent, and clears optional ones with null or an empty string', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await patchMe(access, { birthDate: '1985-01-31', gender: 'Masculino', address: 'Calle 1' });
    const response = await patchMe(access, { phone: '', address: null, gender: null, birthDate: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Lucía',
      email: 'lucia@example.com',
      phone: null,
      birthDate: null,
      gender: null,
      address: null,
    });
    const unchanged = await patchMe(access, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ firstName: 'Lucía', lastName: 'Pérez', phone: null });
  });

  it('applies the length limits of the shared field rules', async () => {
    const { access } = await signedInTrainer(ctx.app);
    expect(
      await fieldErrorsOf(access, {
        firstName: 'a'.repeat(81),
        lastName: 'b'.repeat(81),
        email: `${'c'.repeat(70)}@example.com`,
        phone: '1'.repeat(16),
        address: 'd'.repeat(MAX_ADDRESS_LENGTH + 1),
      }),
    ).toEqual({
      firstName: [m.maxLength(80)],
      lastName: [m.maxLength(80)],
      email: [m.maxLength(80)],
      phone: [m.phoneTooManyDigits],
      address: [m.maxLength(MAX_ADDRESS_LENGTH)],
    });
    // Exactly at the limits is fine.
    const atLimits = await patchMe(access, { firstName: 'a'.repeat(80), phone: '1'.repeat(15), address: 'd'.repeat(MAX_ADDRESS_LENGTH) });
    expect(atLimits.statusCode).toBe(200);
  });

  it('checks formats: names and email cannot be emptied, phone, email, gender and free-text address', async () => {
    const { access } = await signedInTrainer(ctx.app);
    expect(
      await fieldErrorsOf(access, {
        firstName: '  ',
        lastName: null,
        email: 'ana@',
        phone: '11-4444-3333',
        gender: 'Otro',
        address: 'Calle <script>',
      }),
    ).toEqual({
      firstName: [m.firstNameRequired],
      lastName: [m.lastNameRequired],
      email: [m.emailInvalid],
      phone: [m.phoneInvalid],
      gender: [profileMessages.genderInvalid],
      address: [m.freeTextInvalid],
    });
  });

  it('takes birthDate as a real YYYY-MM-DD date that is not in the future', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const user = decodeClaims(access) as { gym_id: number };
    for (const birthDate of ['17/05/1990', '1990-02-30', '1990-5-7', 19900517]) {
      expect(await fieldErrorsOf(access, { birthDate })).toEqual({ birthDate: [profileMessages.birthDateInvalid] });
    }
    // The test clock says 2026-03-02: two days later is the future wherever the user is.
    expect(await fieldErrorsOf(access, { birthDate: '2026-03-04' })).toEqual({ birthDate: [profileMessages.birthDateInFuture] });
    const today = await patchMe(access, { birthDate: '2026-03-02' });
    expect(today.statusCode).toBe(200);
    // "Future" follows the app's clock, not the machine's (a paying business: no trial to end).
    await setTrialEnd(ctx.app, user.gym_id, null);
    ctx.clock.advanceDays(400);
    const { access: later } = await login(ctx.app, 'lucia@example.com', 'Secreta123');
    expect((await patchMe(later, { birthDate: '2027-03-04' })).statusCode).toBe(200);
  });

  it('does not change the email (that takes the password and a link: POST /me/email-change), not even to a taken one', async () => {
    await signUp(ctx.app, { email: 'otra@example.com' });
    const { access } = await signedInTrainer(ctx.app);
    const response = await patchMe(access, { email: 'OTRA@example.com', firstName: 'Cambiado' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: emailChangeMessages.useEmailChange,
      details: { fieldErrors: { email: [emailChangeMessages.useEmailChange] } },
    });
    // Nothing of the request was applied.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(me.json()).toMatchObject({ email: 'lucia@example.com', firstName: 'Lucía' });
    // The user's own email in another case is not a conflict.
    const own = await patchMe(access, { email: 'LUCIA@example.com' });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe('lucia@example.com');
  });

  it('changes only the caller: fields like id, role, gymId or image in the body are ignored', async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com', firstName: 'Otra' });
    const { access, user } = await signedInTrainer(ctx.app);
    const response = await patchMe(access, {
      id: other.user.id,
      gymId: decodeClaims(other.access).gym_id,
      role: 'AD',
      image: '/uploads/avatars/ajena.png',
      firstName: 'Ana',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: 'AD', image: null, firstName: 'Ana' });
    expect(response.json().gymId).not.toBe(decodeClaims(other.access).gym_id);
    const otherMe = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(other.access) });
    expect(otherMe.json()).toMatchObject({ id: other.user.id, firstName: 'Otra', email: 'otra@example.com' });
  });

  it('reaches the token claims at the next refresh, which reads the user again', async () => {
    const { access, refresh } = await signedInTrainer(ctx.app);
    await patchMe(access, { firstName: 'Ana', lastName: 'Gómez' });
    const renewed = await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
    expect(renewed.statusCode).toBe(200);
    expect(decodeClaims(renewed.json().access)).toMatchObject({
      first_name: 'Ana',
      last_name: 'Gómez',
      email: 'lucia@example.com',
      username: 'lucia@example.com',
    });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { firstName: 'Ana' } });
    expect(response.statusCode).toBe(401);
  });
});
