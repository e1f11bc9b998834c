import { apiMessages, supportMessages, trialExpiredMessage } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { supportRequests } from '../../db/schema';
import { authHeader, decodeClaims, setTrialEnd, signedInTrainer } from '../../test/fixtures';
import { setupApiTests, type ApiTestContext } from '../../test/test-app';
import { listOutbox } from '../mail/outbox-queries';
import { PUBLIC_SUPPORT_REQUESTS_PER_HOUR, SUPPORT_REQUESTS_PER_HOUR } from './routes';

const help = { message: 'No encuentro cómo asignar una rutina a un cliente.', screen: '/clientes/12' };

const postRequest = (ctx: ApiTestContext, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/support-requests', payload, headers });

describe('POST /api/v1/support-requests with SUPPORT_EMAIL', () => {
  const ctx = setupApiTests({ env: { SUPPORT_EMAIL: 'soporte@ejemplo.com' } });

  it('needs a trainer token', async () => {
    const response = await postRequest(ctx, help);
    expect(response.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(supportRequests)).toHaveLength(0);
  });

  it('keeps the request for the trainer and their business and mails it with the account and the screen', async () => {
    const { access } = await signedInTrainer(ctx.app, { firstName: 'Lucía', lastName: 'Pérez', email: 'lucia@example.com' });
    const claims = decodeClaims(access);
    const response = await postRequest(ctx, help, authHeader(access));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), createdAt: ctx.clock.now().toISOString() });

    const rows = await ctx.app.db.select().from(supportRequests);
    expect(rows).toEqual([
      expect.objectContaining({
        gymId: claims.gym_id,
        userId: claims.id,
        message: help.message,
        screen: '/clientes/12',
        emailedAt: ctx.clock.now(),
      }),
    ]);
    await ctx.app.mailer.flush();
    const [mail] = await listOutbox(ctx.app.db, 'soporte@ejemplo.com', 5);
    expect(mail?.subject).toContain('Lucía Pérez');
    expect(mail?.text).toContain('Cuenta: Lucía Pérez <lucia@example.com>');
    expect(mail?.text).toContain('Pantalla: http://app.test/clientes/12');
    expect(mail?.text).toContain(help.message);
  });

  it('escapes what the trainer wrote in the mail', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const message = 'Hola <script>alert(1)</script> & chau';
    expect((await postRequest(ctx, { message }, authHeader(access))).statusCode).toBe(201);
    const [mail] = await listOutbox(ctx.app.db, 'soporte@ejemplo.com', 5);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&#60;script&#62;');
    expect(mail?.text).toContain('Pantalla: no informada');
  });

  it('answers in Spanish when the text is missing, too short or too long, or the screen is not a path of the app', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const missing = await postRequest(ctx, { message: '   ' }, authHeader(access));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { message: [supportMessages.messageRequired] } } });

    const short = await postRequest(ctx, { message: 'ayuda' }, authHeader(access));
    expect(short.json().details.fieldErrors.message).toEqual([supportMessages.messageTooShort]);

    const long = await postRequest(ctx, { message: 'x'.repeat(2001) }, authHeader(access));
    expect(long.json().details.fieldErrors.message).toEqual(['Máximo 2000 caracteres']);

    // Invalid requests count toward the hourly limit too: the screens are tried by another trainer.
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    for (const screen of ['https://otro.example.com', '//otro.example.com/x', '@otro.example.com']) {
      const elsewhere = await postRequest(ctx, { ...help, screen }, authHeader(other.access));
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().details.fieldErrors.screen).toEqual([supportMessages.screenInvalid]);
    }
    expect(await ctx.app.db.select().from(supportRequests)).toHaveLength(0);
  });

  it('is open to a business whose trial ended (contact is what the lock screen offers)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const gymId = decodeClaims(access).gym_id as number;
    await setTrialEnd(ctx.app, gymId, new Date(ctx.clock.now().getTime() - 1000));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/clients', headers: authHeader(access) })).json()).toMatchObject({
      message: trialExpiredMessage,
    });
    expect((await postRequest(ctx, help, authHeader(access))).statusCode).toBe(201);
  });

  it(`allows ${SUPPORT_REQUESTS_PER_HOUR} requests an hour per trainer, then 429; other trainers are not affected`, async () => {
    const first = await signedInTrainer(ctx.app);
    const second = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i++) {
      expect((await postRequest(ctx, help, authHeader(first.access))).statusCode).toBe(201);
    }
    const limited = await postRequest(ctx, help, authHeader(first.access));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
    expect((await postRequest(ctx, help, authHeader(second.access))).statusCode).toBe(201);
  });
});

describe('POST /api/v1/support-requests/public (the sign-in and sign-up screens)', () => {
  const ctx = setupApiTests({ env: { SUPPORT_EMAIL: 'soporte@ejemplo.com' } });
  const postPublic = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/support-requests/public', payload });

  it('needs no token: keeps the request with the address to answer to, no gym or account, and mails it saying the address is unverified', async () => {
    await signedInTrainer(ctx.app, { email: 'lucia@example.com' });
    const response = await postPublic({ email: 'Lucia@Example.com', message: 'No puedo entrar, me dice que algo no coincide.', screen: '/login' });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(supportRequests);
    expect(row).toMatchObject({ gymId: null, userId: null, email: 'lucia@example.com', screen: '/login', emailedAt: ctx.clock.now() });
    await ctx.app.mailer.flush();
    const [mail] = await listOutbox(ctx.app.db, 'soporte@ejemplo.com', 5);
    expect(mail?.subject).toBe('Pedido de ayuda sin sesión de lucia@example.com');
    expect(mail?.text).toContain('no está verificado');
    expect(mail?.text).toContain('Cuenta con ese correo: Lucía Pérez');
  });

  it('answers in Spanish when the address or the text is missing', async () => {
    const response = await postPublic({ email: 'no-es-correo', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({ email: ['El formato del correo no es válido'], message: [supportMessages.messageRequired] });
    expect(await ctx.app.db.select().from(supportRequests)).toHaveLength(0);
  });

  it(`allows ${PUBLIC_SUPPORT_REQUESTS_PER_HOUR.perEmail} requests an hour for one address, then 429`, async () => {
    const help = { email: 'ana@example.com', message: 'No me llega el correo para restablecer la contraseña.' };
    for (let i = 0; i < PUBLIC_SUPPORT_REQUESTS_PER_HOUR.perEmail; i++) expect((await postPublic(help)).statusCode).toBe(201);
    const limited = await postPublic(help);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
    expect(await ctx.app.db.select().from(supportRequests)).toHaveLength(PUBLIC_SUPPORT_REQUESTS_PER_HOUR.perEmail);
  });
});

describe('POST /api/v1/support-requests without SUPPORT_EMAIL', () => {
  const ctx = setupApiTests();

  it('keeps the request (not mailed) and answers the trainer the same', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await postRequest(ctx, help, authHeader(access));
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(supportRequests).where(eq(supportRequests.id, response.json().id));
    expect(row).toMatchObject({ message: help.message, emailedAt: null });
    await ctx.app.mailer.flush();
    const mails = await listOutbox(ctx.app.db, undefined, 50);
    expect(mails.filter((mail) => mail.subject.startsWith('Pedido de ayuda'))).toEqual([]);
  });
});
