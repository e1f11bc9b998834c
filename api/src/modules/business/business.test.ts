import {
  actionLogMessages,
  BUSINESS_SETTINGS_CONFIRMED,
  businessMessages,
  emptyPaymentDetails,
  paymentFieldMessages,
  type Business,
  type ClientAppSubscription,
} from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { actionLogs } from '../../db/schema';
import { authHeader, createClientAs, decodeClaims, joinedMember, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { setupApiTests } from '../../test/test-app';
import { anEvent, createEvent, eventOccurrences, eventsApi } from '../agenda/events/event-test-helpers';
import { billingApi } from '../billing/billing-test-helpers';

const ctx = setupApiTests();

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  const gymId = Number(decodeClaims(session.access).gym_id);
  const headers = authHeader(session.access);
  return {
    ...session,
    gymId,
    get: () => ctx.app.inject({ method: 'GET', url: '/api/v1/business', headers }),
    patch: (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers, payload }),
    billing: billingApi(ctx.app, session.access),
  };
}

describe('GET /api/v1/business', () => {
  it("answers the caller's business with the defaults of a new one", async () => {
    const { get } = await trainer();
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<Business>({
      name: 'Lucía Pérez',
      timeZone: 'America/Argentina/Buenos_Aires',
      currency: 'ARS',
      country: 'AR',
      logo: null,
      payment: emptyPaymentDetails,
      // What the sign-up proposed, until an administrator saves it.
      settingsConfirmed: false,
    });
  });

  it('is for trainer tokens only: without a token 401, with a client of the app 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/business' })).statusCode).toBe(401);
    const { access } = await registeredAppClient(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/business', headers: authHeader(access) });
    expect(response.statusCode).toBe(403);
    const patched = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers: authHeader(access), payload: { currency: 'EUR' } });
    expect(patched.statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/business', () => {
  it('changes only the fields sent and GET /me follows', async () => {
    const { patch, get, access } = await trainer();
    const response = await patch({
      name: '  Estudio Norte ',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      country: 'ES',
      payment: { transferAccount: 'ES91 2100 0418 4502 0005 1332', transferHolder: 'Lucía Pérez', paymentLink: 'https://pagos.example.com/estudio' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Estudio Norte',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      country: 'ES',
      payment: { transferAccount: 'ES9121000418450200051332', transferHolder: 'Lucía Pérez', transferBank: null, paymentLink: 'https://pagos.example.com/estudio', paymentNotes: null },
    });

    const again = await patch({ payment: { paymentNotes: 'Efectivo en el estudio\nBizum al 600 000 000', transferHolder: '' } });
    expect(again.json<Business>().payment).toMatchObject({
      transferAccount: 'ES9121000418450200051332',
      transferHolder: null,
      paymentNotes: 'Efectivo en el estudio\nBizum al 600 000 000',
    });
    expect((await get()).json<Business>()).toMatchObject({ name: 'Estudio Norte', currency: 'EUR' });

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    expect(me.json().business).toEqual({ name: 'Estudio Norte', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });
  });

  it('confirms the country, zone and currency when they are saved together, changed or not, once', async () => {
    const { patch, get, gymId, access } = await trainer();
    // Other saves leave them as proposed.
    expect((await patch({ name: 'Estudio Norte', payment: { transferAlias: 'estudio.norte' } })).json().settingsConfirmed).toBe(false);
    expect((await patch({ country: 'AR', timeZone: 'America/Argentina/Buenos_Aires' })).json().settingsConfirmed).toBe(false);
    // "Mi negocio" always sends the three: saving it as it is confirms them.
    const saved = await patch({ country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ country: 'AR', settingsConfirmed: true });
    expect((await get()).json().settingsConfirmed).toBe(true);
    await patch({ country: 'UY', timeZone: 'America/Montevideo', currency: 'UYU' });
    // Logged once, with who confirmed what.
    const logs = await ctx.app.db.select().from(actionLogs).where(eq(actionLogs.action, BUSINESS_SETTINGS_CONFIRMED));
    expect(logs).toEqual([
      expect.objectContaining({ gymId, userId: decodeClaims(access).id, metadata: { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' } }),
    ]);
    // Another business is not confirmed by it.
    expect((await (await trainer('otra@example.com')).get()).json().settingsConfirmed).toBe(false);
  });

  it('is confirmed only by an administrator: a CO can neither save it nor log the confirmation', async () => {
    const admin = await trainer();
    const member = await joinedMember(ctx.app, admin.access, { email: 'coach@example.com' });
    const headers = authHeader(member.access);
    const saved = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers, payload: { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' } });
    expect(saved.statusCode).toBe(403);
    const logged = await ctx.app.inject({ method: 'POST', url: '/api/v1/actionlogs', headers, payload: { action: BUSINESS_SETTINGS_CONFIRMED } });
    expect(logged.statusCode).toBe(400);
    expect(logged.json().details.fieldErrors.action).toEqual([actionLogMessages.loggedByTheApi]);
    expect((await admin.get()).json().settingsConfirmed).toBe(false);
  });

  it('accepts the IANA name the tz database keeps even where the runtime lists an older link', async () => {
    const { patch } = await trainer();
    await patch({ timeZone: 'America/Santiago' });
    const response = await patch({ timeZone: 'America/Argentina/Buenos_Aires' });
    expect(response.statusCode).toBe(200);
    expect(response.json().timeZone).toBe('America/Argentina/Buenos_Aires');
  });

  it.each([
    ['timeZone', { timeZone: 'Marte/Olympus' }, businessMessages.timeZoneInvalid],
    ['timeZone', { timeZone: 'EST' }, businessMessages.timeZoneInvalid],
    ['timeZone', { timeZone: 'europe/madrid' }, businessMessages.timeZoneInvalid],
    ['currency', { currency: 'XYZ' }, businessMessages.currencyInvalid],
    ['currency', { currency: 'eur' }, businessMessages.currencyInvalid],
    ['country', { country: 'ZZ' }, businessMessages.countryInvalid],
    ['name', { name: '   ' }, businessMessages.nameRequired],
    ['payment.paymentLink', { payment: { paymentLink: 'http://pagos.example.com' } }, businessMessages.paymentLinkInvalid],
    ['payment.paymentLink', { payment: { paymentLink: 'javascript:alert(1)' } }, businessMessages.paymentLinkInvalid],
    ['payment.transferAlias', { payment: { transferAlias: 'a b' } }, paymentFieldMessages.aliasInvalid],
    ['payment.transferAccount', { payment: { transferAccount: 12 } }, businessMessages.transferValueInvalid],
  ])('refuses an invalid %s with a 400 in Spanish and changes nothing', async (field, payload, message) => {
    const { patch, get } = await trainer();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fieldErrors: { [field]: [message] } } });
    expect((await get()).json()).toMatchObject({ name: 'Lucía Pérez', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' });
  });

  it('changes the currency freely while no amount exists', async () => {
    const { patch } = await trainer();
    const response = await patch({ currency: 'CLP' });
    expect(response.statusCode).toBe(200);
    expect(response.json().currency).toBe('CLP');
  });

  it('refuses a new currency while amounts exist (409) unless confirmed; amounts keep their numbers', async () => {
    const { patch, get, billing } = await trainer();
    const plan = await billing.createPlan({ amount: 1_500_000 });

    const refused = await patch({ currency: 'USD', name: 'Otro nombre' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CURRENCY_CHANGE_NEEDS_CONFIRMATION', message: businessMessages.currencyChangeNeedsConfirmation });
    // Nothing of the refused request was kept.
    expect((await get()).json()).toMatchObject({ currency: 'ARS', name: 'Lucía Pérez' });
    // The same currency, or other fields, need no confirmation.
    expect((await patch({ currency: 'ARS', name: 'Estudio' })).statusCode).toBe(200);

    const confirmed = await patch({ currency: 'USD', confirmCurrencyChange: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().currency).toBe('USD');
    const plans = await billing.call('GET', '/plans');
    expect(plans.json().items).toEqual([expect.objectContaining({ id: plan.id, amount: 1_500_000 })]);
  });

  it('keeps the numbers shown when the new currency has other decimals: ARS 35.000,00 becomes CLP 35.000, and back', async () => {
    const { patch, billing, access } = await trainer();
    const plan = await billing.createPlan({ amount: 3_500_000 });
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    const subscription = await billing.assign(client.id, plan.id, '2026-03-01');
    const period = subscription.periods[0]!;
    expect((await billing.pay(period.id, { amount: 1_000_050 })).statusCode).toBe(201);

    expect((await patch({ currency: 'CLP', confirmCurrencyChange: true })).statusCode).toBe(200);
    expect((await billing.call('GET', '/plans')).json().items[0].amount).toBe(35_000);
    const [inClp] = (await billing.subscription(client.id)).periods;
    // 10.000,50 pesos paid: 10.001 Chilean pesos (rounded to the new unit), the rest still owed.
    expect(inClp).toMatchObject({ amount: 35_000, paid: 10_001, remaining: 24_999, status: 'partial' });

    expect((await patch({ currency: 'USD', confirmCurrencyChange: true })).statusCode).toBe(200);
    expect((await billing.call('GET', '/plans')).json().items[0].amount).toBe(3_500_000);
    expect((await billing.subscription(client.id)).periods[0]).toMatchObject({ amount: 3_500_000, paid: 1_000_100, remaining: 2_499_900 });
  });

  it('keeps recurring series on their wall-clock time when the time zone changes; the calendar feed moves their instants', async () => {
    const { patch, access } = await trainer();
    const api = eventsApi(ctx.app, access);
    await createEvent(api, anEvent({ title: 'Funcional', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6' }));
    const before = await eventOccurrences(api, '2026-03-02', '2026-03-31');

    expect((await patch({ timeZone: 'Europe/Madrid' })).statusCode).toBe(200);
    const after = await eventOccurrences(api, '2026-03-02', '2026-03-31');
    expect(after.map((item) => item.start)).toEqual(before.map((item) => item.start));
    // 07:00 every time, across Madrid's change to summer time on 29 March.
    expect(after.map((item) => item.start)).toEqual([
      '2026-03-02T07:00', '2026-03-04T07:00', '2026-03-09T07:00', '2026-03-11T07:00', '2026-03-16T07:00', '2026-03-18T07:00',
    ]);

    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/agenda/feed', headers: authHeader(access) });
    const { pathname, search } = new URL(created.json<{ url: string }>().url);
    const feed = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(feed.body).toContain('X-WR-TIMEZONE:Europe/Madrid');
    expect(feed.body).toContain('DTSTART;TZID=Europe/Madrid:20260302T070000');
  });

  it('two businesses in different zones and currencies each see their own amounts and days', async () => {
    // 01:00 UTC on 2 March: already the 2nd in Madrid (02:00), still the 1st in Santiago (22:00).
    ctx.clock.advance(-11 * 60 * 60 * 1000);
    const madrid = await trainer('madrid@example.com');
    const santiago = await trainer('santiago@example.com');
    await madrid.patch({ timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });
    await santiago.patch({ timeZone: 'America/Santiago', currency: 'CLP', country: 'CL' });

    const madridPlan = await madrid.billing.createPlan({ amount: 4_500 });
    const santiagoPlan = await santiago.billing.createPlan({ amount: 35_000 });
    const madridClient = await createClientAs(ctx.app, madrid.access, { firstName: 'Ana', lastName: 'Gómez' });
    const santiagoClient = await createClientAs(ctx.app, santiago.access, { firstName: 'Ana', lastName: 'Gómez' });
    await madrid.billing.assign(madridClient.id, madridPlan.id, '2026-03-02');
    await santiago.billing.assign(santiagoClient.id, santiagoPlan.id, '2026-03-02');

    // Each one's plan, in its own currency, and nobody else's.
    expect((await madrid.billing.call('GET', '/plans')).json().items.map((plan: { amount: number }) => plan.amount)).toEqual([4_500]);
    expect((await santiago.billing.call('GET', '/plans')).json().items.map((plan: { amount: number }) => plan.amount)).toEqual([35_000]);
    expect((await madrid.get()).json()).toMatchObject({ currency: 'EUR', timeZone: 'Europe/Madrid' });
    expect((await santiago.get()).json()).toMatchObject({ currency: 'CLP', timeZone: 'America/Santiago' });

    // The same start day has begun in Madrid (a period to pay) and not yet in Santiago.
    expect(await madrid.billing.listedStatus(madridClient.id)).toBe('pending');
    expect(await santiago.billing.listedStatus(santiagoClient.id)).toBe('inactive');
    const madridPeriods = (await madrid.billing.subscription(madridClient.id)).periods;
    expect(madridPeriods.map((period) => [period.startDate, period.amount])).toEqual([['2026-03-02', 4_500]]);
  });

  it("a zone change moves billing's today at once (no zone kept from before)", async () => {
    // 01:00 UTC on 2 March: still the 1st in Buenos Aires, already the 2nd in Madrid.
    ctx.clock.advance(-11 * 60 * 60 * 1000);
    const { patch, billing, access } = await trainer();
    const plan = await billing.createPlan({ amount: 10_000 });
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    await billing.assign(client.id, plan.id, '2026-03-02');
    expect(await billing.listedStatus(client.id)).toBe('inactive');

    expect((await patch({ timeZone: 'Europe/Madrid' })).statusCode).toBe(200);
    expect(await billing.listedStatus(client.id)).toBe('pending');
  });
});

describe('POST|DELETE /api/v1/business/logo', () => {
  it('stores the logo re-encoded, answers its path, GET /business shows it, DELETE removes it', async () => {
    const { access, get } = await trainer();
    const { payload, headers } = multipartBody([{ name: 'logo', content: images.png, filename: 'logo.png', contentType: 'image/png' }]);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/v1/business/logo', payload, headers: { ...headers, ...authHeader(access) } });
    expect(uploaded.statusCode).toBe(200);
    const { logo } = uploaded.json<{ logo: string }>();
    expect(logo).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect((await get()).json().logo).toBe(logo);
    const served = await ctx.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/business/logo', headers: authHeader(access) });
    expect(removed.json()).toEqual({ logo: null });
    expect((await get()).json().logo).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });

  it('refuses what is not an image (415) and a file in another field (400)', async () => {
    const { access } = await trainer();
    const send = (name: string, content: Buffer) => {
      const { payload, headers } = multipartBody([{ name, content, filename: 'logo.png', contentType: 'image/png' }]);
      return ctx.app.inject({ method: 'POST', url: '/api/v1/business/logo', payload, headers: { ...headers, ...authHeader(access) } });
    };
    expect((await send('logo', Buffer.from('GIF89a<script>alert(1)</script>'))).statusCode).toBe(415);
    expect((await send('photo', images.png)).statusCode).toBe(400);
  });
});

describe('the client app', () => {
  it("answers the business's payment details and logo with the client's plan", async () => {
    const client = await registeredAppClient(ctx.app);
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/business', headers: authHeader(client.trainer.access), payload });
    await patch({ currency: 'UYU', payment: { transferAlias: 'lucia.pagos', transferBank: 'Banco República', paymentNotes: 'Transferí y mandá el comprobante' } });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/subscription', headers: authHeader(client.access) });
    expect(response.statusCode).toBe(200);
    expect(response.json<ClientAppSubscription>()).toMatchObject({
      currency: 'UYU',
      business: {
        name: 'Lucía Pérez',
        country: 'AR',
        logo: null,
        payment: { transferAlias: 'lucia.pagos', transferBank: 'Banco República', paymentNotes: 'Transferí y mandá el comprobante', paymentLink: null },
      },
    });
  });
});
