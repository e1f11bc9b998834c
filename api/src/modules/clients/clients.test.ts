import { clientListSchema, clientMessages, clientSchema, profileMessages, validationMessages as m } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { clients, refreshTokens } from '../../db/schema';
import {
  appLogin,
  appRefresh,
  authHeader,
  createClientAs,
  decodeClaims,
  registeredAppClient,
  signedInTrainer,
} from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { derivedColumns } from './search-text';

const ctx = setupApiTests();

const list = (access: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/clients${query}`, headers: authHeader(access) });
const post = (access: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(access), payload });
const patch = (access: string, id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${id}`, headers: authHeader(access), payload });
const names = async (access: string, query: string) =>
  (await list(access, query)).json<{ items: { firstName: string; lastName: string }[] }>().items.map((c) => `${c.firstName} ${c.lastName}`);

describe('the sample client', () => {
  it('comes with every new business, with realistic data, and does not count on the dashboard', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const body = (await list(access)).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      firstName: 'Cliente',
      lastName: 'de prueba',
      isSample: true,
      active: true,
      subscriptionStatus: 'inactive',
      hasAppAccess: false,
      goal: expect.any(String),
      weightKg: 68.5,
      heightCm: 165,
      birthdate: '1995-06-15',
      phone: expect.any(String),
      // The test clock is 2026-03-02 12:00 UTC: 09:00 in Buenos Aires.
      memberSince: '2026-03-02',
    });
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) });
    expect(dashboard.json().gettingStarted.clientsCount).toBe(0);
    await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) });
    expect(after.json().gettingStarted.clientsCount).toBe(1);
  });

  it('is found alone with ?sample=true (the assign-activity tour opens its page)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    expect(await names(access, '?sample=true')).toEqual(['Cliente de prueba']);
    expect(await names(access, '')).toHaveLength(2);
    expect((await list(access, '?sample=false')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/clients', () => {
  it('creates a client with every field; weight "72,5" is 72.5; member since defaults to today in the gym', async () => {
    // 02:00 UTC on March 3rd is still March 2nd in Buenos Aires (UTC-3).
    ctx.clock.advance(14 * 60 * 60 * 1000);
    const { access } = await signedInTrainer(ctx.app);
    const response = await post(access, {
      firstName: ' José ',
      lastName: 'Pérez',
      email: 'Jose@Example.com',
      phone: '+54 11 5555 123',
      birthdate: '1990-01-31',
      gender: 'Masculino',
      address: 'Av. Corrientes 1234',
      goal: 'Ganar masa muscular',
      weightKg: '72,5',
      heightCm: 180,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstName: 'José',
      lastName: 'Pérez',
      email: 'jose@example.com',
      phone: '+54 11 5555 123',
      birthdate: '1990-01-31',
      gender: 'Masculino',
      address: 'Av. Corrientes 1234',
      goal: 'Ganar masa muscular',
      weightKg: 72.5,
      heightCm: 180,
      memberSince: '2026-03-02',
      active: true,
      subscriptionStatus: 'inactive',
      hasAppAccess: false,
      appRegisteredAt: null,
      appLastSeenAt: null,
      image: null,
      isSample: false,
      trainerId: expect.any(Number),
      trainer: { id: expect.any(Number), firstName: 'Lucía', lastName: 'Pérez', image: null },
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${response.json().id}`, headers: authHeader(access) });
    expect(read.json()).toEqual(response.json());
  });

  it('keeps a member since date given', async () => {
    const { access } = await signedInTrainer(ctx.app);
    expect((await createClientAs(ctx.app, access, { firstName: 'A', lastName: 'B', memberSince: '2025-01-10' })).memberSince).toBe('2025-01-10');
  });

  it.each([
    ['firstName', { firstName: '' }, m.firstNameRequired],
    ['lastName', { lastName: undefined }, m.lastNameRequired],
    ['firstName', { firstName: 'a'.repeat(81) }, m.maxLength(80)],
    ['email', { email: 'no-es-correo' }, m.emailInvalid],
    ['phone', { phone: 'abc' }, m.phoneInvalid],
    ['phone', { phone: '1'.repeat(16) }, m.phoneTooManyDigits],
    ['birthdate', { birthdate: '31/01/1990' }, profileMessages.birthDateInvalid],
    ['birthdate', { birthdate: '2030-01-01' }, profileMessages.birthDateInFuture],
    ['gender', { gender: 'Otro' }, profileMessages.genderInvalid],
    ['address', { address: 'Calle <script>' }, m.freeTextInvalid],
    ['goal', { goal: 'x'.repeat(201) }, m.maxLength(200)],
    ['weightKg', { weightKg: '72,555' }, clientMessages.weightInvalid],
    ['weightKg', { weightKg: 500 }, clientMessages.weightInvalid],
    ['weightKg', { weightKg: 'mucho' }, clientMessages.weightInvalid],
    ['heightCm', { heightCm: 20 }, clientMessages.heightInvalid],
    ['memberSince', { memberSince: '2026-13-01' }, profileMessages.birthDateInvalid],
  ])('answers 400 with a Spanish message on %s (%j)', async (field, change, message) => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await post(access, { firstName: 'Ana', lastName: 'Gómez', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
    expect((await list(access)).json().total).toBe(1);
  });

  it('answers 409 RESOURCE_ALREADY_EXIST for an email another client of the business has', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
    const response = await post(access, { firstName: 'Otra', lastName: 'Ana', email: 'ANA@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: clientMessages.emailInUse });
    // Another business may have a client with that email (not registered in the app).
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    expect((await post(other.access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/clients', () => {
  async function trainerWithClients() {
    const session = await signedInTrainer(ctx.app);
    const people = [
      { firstName: 'José', lastName: 'Álvarez', email: 'jose@example.com', memberSince: '2025-05-01', phone: '+54 11 4444 001' },
      { firstName: 'María', lastName: 'Zapata', email: 'maria@example.com', memberSince: '2024-01-01' },
      { firstName: 'ana', lastName: 'López', email: 'ana@example.com', memberSince: '2025-12-01' },
      { firstName: 'Jorge', lastName: 'lópez', memberSince: '2023-06-15', phone: '1155550002' },
    ];
    const created = [];
    for (const person of people) {
      created.push(await createClientAs(ctx.app, session.access, person));
      ctx.clock.advanceSeconds(1);
    }
    return { ...session, created };
  }

  it('finds clients by name, email or phone ignoring accents and case', async () => {
    const { access } = await trainerWithClients();
    expect(await names(access, '?search=jose')).toEqual(['José Álvarez']);
    expect(await names(access, '?search=ALVAREZ')).toEqual(['José Álvarez']);
    expect(await names(access, '?search=Lopez')).toEqual(['ana López', 'Jorge lópez']);
    expect(await names(access, '?search=maria%40example')).toEqual(['María Zapata']);
    expect(await names(access, '?search=11444')).toEqual(['José Álvarez']);
    expect(await names(access, '?search=5555')).toEqual(['Jorge lópez']);
    expect(await names(access, '?search=%25')).toEqual([]);
    expect((await list(access, '?search=nadie')).json()).toEqual({ items: [], total: 0 });
  });

  it('sorts by last name then first name, case-insensitively, and by dates both ways', async () => {
    const { access } = await trainerWithClients();
    expect(await names(access, '')).toEqual(['José Álvarez', 'Cliente de prueba', 'ana López', 'Jorge lópez', 'María Zapata']);
    expect(await names(access, '?sort=-name')).toEqual(['María Zapata', 'Jorge lópez', 'ana López', 'Cliente de prueba', 'José Álvarez']);
    const byMemberSince = ['Jorge lópez', 'María Zapata', 'José Álvarez', 'ana López', 'Cliente de prueba'];
    expect(await names(access, '?sort=memberSince')).toEqual(byMemberSince);
    expect(await names(access, '?sort=-memberSince')).toEqual([...byMemberSince].reverse());
    expect((await names(access, '?sort=-createdAt')).slice(0, 2)).toEqual(['Jorge lópez', 'ana López']);
  });

  it('pages with a total, and bounds pageSize at 100', async () => {
    const { access } = await trainerWithClients();
    const first = (await list(access, '?pageSize=2&page=1')).json();
    const third = (await list(access, '?pageSize=2&page=3')).json();
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(third.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Zapata']);
    const tooBig = await list(access, '?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().details.fieldErrors.pageSize).toBeDefined();
    expect((await list(access, '?sort=edad')).statusCode).toBe(400);
  });

  it('filters by active status and subscription status', async () => {
    const { access, created } = await trainerWithClients();
    await patch(access, created[1]!.id, { active: false });
    expect(await names(access, '?status=inactive')).toEqual(['María Zapata']);
    expect(await names(access, '?status=active')).not.toContain('María Zapata');
    await ctx.app.db.update(clients).set({ subscriptionStatus: 'paid' }).where(eq(clients.id, created[2]!.id));
    expect(await names(access, '?subscriptionStatus=paid')).toEqual(['ana López']);
    expect((await list(access, '?subscriptionStatus=inactive')).json().total).toBe(4);
  });

  it('keeps the total of every view as clients are added, disabled and enabled, also past the last page', async () => {
    const { access, created } = await trainerWithClients();
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          ['', '?status=active', '?status=inactive', '?pageSize=2&page=9', '?search=lopez'].map(async (query) => [query, (await list(access, query)).json().total]),
        ),
      );
    // Four clients and the sample one.
    expect(await totals()).toEqual({ '': 5, '?status=active': 5, '?status=inactive': 0, '?pageSize=2&page=9': 5, '?search=lopez': 2 });
    await patch(access, created[1]!.id, { active: false });
    // Saving the form without touching "Habilitado" changes nothing.
    await patch(access, created[1]!.id, { active: false, goal: 'Correr' });
    await patch(access, created[2]!.id, { active: false });
    await patch(access, created[2]!.id, { active: true });
    expect(await totals()).toEqual({ '': 5, '?status=active': 4, '?status=inactive': 1, '?pageSize=2&page=9': 5, '?search=lopez': 2 });
    // A client written behind the API's back (a script, the admin command) counts too.
    const person = { firstName: 'Rita', lastName: 'Paz', email: null, phone: null };
    await ctx.app.db.insert(clients).values({ gymId: Number(decodeClaims(access).gym_id), memberSince: '2025-01-01', active: false, ...person, ...derivedColumns(person) });
    expect(await totals()).toEqual({ '': 6, '?status=active': 4, '?status=inactive': 2, '?pageSize=2&page=9': 6, '?search=lopez': 2 });
  });

  it('answers exactly the contract: every field of a client, nothing more (the answer is sent as built, unchecked)', async () => {
    const { access } = await trainerWithClients();
    for (const query of ['', '?page=2&pageSize=2', '?search=lopez', '?status=active&sort=-createdAt']) {
      const body = (await list(access, query)).json();
      expect(clientListSchema.parse(body)).toEqual(body);
      // `adherence` only when the query asks for it (modules/clients/adherence-list.ts).
      expect(Object.keys(body.items[0]).sort()).toEqual(Object.keys(clientSchema.shape).filter((key) => key !== 'adherence').sort());
    }
    const withAdherence = (await list(access, '?adherence=true')).json();
    expect(clientListSchema.parse(withAdherence)).toEqual(withAdherence);
    expect(Object.keys(withAdherence.items[0]).sort()).toEqual(Object.keys(clientSchema.shape).sort());
  });

  it('answers a page again only while the business clients are as they were, whoever changed them', async () => {
    const { access, created } = await trainerWithClients();
    const names = async () => (await list(access, '?sort=name')).json().items.map((c: { firstName: string }) => c.firstName);
    const first = await names();
    expect(await names()).toEqual(first);
    // Changed behind the API's back (another instance, a script): the next read sees it.
    await ctx.app.db.update(clients).set({ firstName: 'Josefina' }).where(eq(clients.id, created[0]!.id));
    expect(await names()).toContain('Josefina');
    // Through the API, a status the billing recomputes, a new client: each read sees it.
    await patch(access, created[0]!.id, { firstName: 'Pepa' });
    expect(await names()).toContain('Pepa');
    await ctx.app.db.update(clients).set({ subscriptionStatus: 'paid' }).where(eq(clients.id, created[1]!.id));
    expect((await list(access, '?sort=name')).json().items.find((c: { id: number }) => c.id === created[1]!.id).subscriptionStatus).toBe('paid');
    await createClientAs(ctx.app, access, { firstName: 'Zoe', lastName: 'Abad' });
    expect(await names()).toContain('Zoe');
    // Another business's change does not touch this one's pages (and the other sees its own).
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    await createClientAs(ctx.app, other.access, { firstName: 'Ajena', lastName: 'Otra' });
    expect(await names()).not.toContain('Ajena');
    expect((await list(other.access, '?sort=name')).json().items.map((c: { firstName: string }) => c.firstName)).toContain('Ajena');
  });

  it("lists only the caller's business", async () => {
    await trainerWithClients();
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    expect(await names(other.access, '')).toEqual(['Cliente de prueba']);
  });
});

describe('PATCH /api/v1/clients/{id}', () => {
  it('changes only the fields sent, clears optional ones, and search follows the new name', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', phone: '1155550000', weightKg: 60 });
    ctx.clock.advanceSeconds(5);
    const response = await patch(access, client.id, { lastName: 'Muñoz', phone: '', weightKg: '61,25', goal: 'Correr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ana',
      lastName: 'Muñoz',
      phone: null,
      weightKg: 61.25,
      goal: 'Correr',
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect(await names(access, '?search=munoz')).toEqual(['Ana Muñoz']);
    expect(await names(access, '?search=gomez')).toEqual([]);
    expect(await names(access, '?search=1155550000')).toEqual([]);
  });

  it('refuses to clear member since or a name', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    expect((await patch(access, client.id, { memberSince: null })).json().details.fieldErrors.memberSince).toEqual([
      clientMessages.memberSinceInvalid,
    ]);
    expect((await patch(access, client.id, { firstName: '' })).json().details.fieldErrors.firstName).toEqual([m.firstNameRequired]);
  });

  it('answers 409 for an email another client has', async () => {
    const { access } = await signedInTrainer(ctx.app);
    await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
    const other = await createClientAs(ctx.app, access, { firstName: 'Eva', lastName: 'Ríos' });
    const response = await patch(access, other.id, { email: 'ana@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: clientMessages.emailInUse });
  });

  it('answers 404 for an id that does not exist', async () => {
    const { access } = await signedInTrainer(ctx.app);
    expect((await patch(access, 999999, { goal: 'x' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/clients/999999', headers: authHeader(access) })).statusCode).toBe(404);
  });

  it('has no DELETE: history is kept', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/clients/${client.id}`, headers: authHeader(access) });
    expect(response.statusCode).toBe(404);
  });
});

describe('disabling and enabling a client', () => {
  it('{active:false} ends app sessions and blocks sign-in, keeps the data; {active:true} restores sign-in', async () => {
    const { trainer, refresh, access: clientAccess, clientId } = await registeredAppClient(ctx.app);
    const disabled = await patch(trainer.access, clientId, { active: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ active: false, firstName: 'José', email: 'jose@example.com', hasAppAccess: true });

    // Every refresh token of the client is revoked, and the refresh is refused.
    const tokens = await ctx.app.db.select().from(refreshTokens).where(eq(refreshTokens.clientId, clientId));
    expect(tokens).toHaveLength(1);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    // The trainer's own session is another subject's: it goes on.
    expect((await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh: trainer.refresh } })).statusCode).toBe(200);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);

    // A still-valid access token stops working at once.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(clientAccess) });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ code: 'CLIENT_DISABLED', message: clientMessages.clientDisabled });

    const login = await appLogin(ctx.app, 'jose@example.com', 'Cliente123');
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ code: 'CLIENT_DISABLED', message: clientMessages.clientDisabled });
    // A wrong password does not reveal that the account is disabled.
    expect((await appLogin(ctx.app, 'jose@example.com', 'Otra12345')).statusCode).toBe(401);

    expect((await patch(trainer.access, clientId, { active: true })).json().active).toBe(true);
    const again = await appLogin(ctx.app, 'jose@example.com', 'Cliente123');
    expect(again.statusCode).toBe(200);
    expect((await appRefresh(ctx.app, again.json().refresh)).statusCode).toBe(200);
  });
});
