import { clientMessages } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { clients, invitations } from '../../db/schema';
import {
  authHeader,
  createClientAs,
  decodeClaims,
  inviteAs,
  newAppClient,
  registerInApp,
  signedInTrainer,
} from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { CODE_ALPHABET } from './invitations';

const ctx = setupApiTests();
const HOUR_MS = 60 * 60 * 1000;

const listInvitations = (access: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/invitations${query}`, headers: authHeader(access) });

describe('POST /api/v1/invitations', () => {
  it('answers an 8-character code of the unambiguous alphabet, valid 24 h', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { code, expiresAt } = await inviteAs(ctx.app, access);
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
      expect(code).not.toMatch(/[01OIL]/);
      expect(expiresAt).toBe(new Date(ctx.clock.now().getTime() + 24 * HOUR_MS).toISOString());
      codes.add(code);
    }
    expect(codes.size).toBe(20);
  });

  it('is never cached: the code (created or listed) is a secret until it is used', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/invitations', headers: authHeader(access), payload: {} });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/invitations', headers: authHeader(access) });
    expect(listed.json().items).toHaveLength(1);
    expect(listed.headers['cache-control']).toBe('no-store');
  });

  it('refuses a second live row with the same code (the unique index the retry relies on)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    const [row] = await ctx.app.db.select().from(invitations).where(eq(invitations.code, code));
    const duplicate = { gymId: row!.gymId, code, expiresAt: row!.expiresAt };
    await expect(ctx.app.db.insert(invitations).values(duplicate)).rejects.toThrow();
    // Once used, the code no longer blocks a new one.
    await ctx.app.db.update(invitations).set({ usedAt: ctx.clock.now() }).where(eq(invitations.code, code));
    await expect(ctx.app.db.insert(invitations).values(duplicate)).resolves.toBeDefined();
  });

  it('answers 404 for a client id that does not exist', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/invitations', headers: authHeader(access), payload: { clientId: 999999 } });
    expect(response.statusCode).toBe(404);
  });
});

describe('invitation lifecycle', () => {
  it('pending, then used once; a second redemption answers 409 INVITATION_USED', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    expect((await listInvitations(access)).json().items[0]).toMatchObject({ code, status: 'pending', clientId: null, clientName: null, usedAt: null });

    expect((await registerInApp(ctx.app, newAppClient(code))).statusCode).toBe(201);
    const listed = (await listInvitations(access)).json().items[0];
    expect(listed).toMatchObject({ code, status: 'used', clientName: 'José Núñez', usedAt: ctx.clock.now().toISOString() });
    expect(listed.clientId).toEqual(expect.any(Number));

    const again = await registerInApp(ctx.app, newAppClient(code, { email: 'otro@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'INVITATION_USED', message: clientMessages.invitationUsed });
  });

  it('expires exactly 24 h after it was made: 410 INVITATION_EXPIRED, listed as expired', async () => {
    const { access, credentials } = await signedInTrainer(ctx.app);
    const early = await inviteAs(ctx.app, access);
    const late = await inviteAs(ctx.app, access);
    ctx.clock.advance(24 * HOUR_MS - 1000);
    expect((await registerInApp(ctx.app, newAppClient(early.code))).statusCode).toBe(201);
    ctx.clock.advanceSeconds(1);
    const response = await registerInApp(ctx.app, newAppClient(late.code, { email: 'tarde@example.com' }));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: 'INVITATION_EXPIRED', message: clientMessages.invitationExpired });

    const { access: fresh } = (await ctx.app.inject({
      method: 'POST',
      url: '/auth/web/login',
      payload: { username: credentials.email, password: credentials.password },
    })).json();
    const statuses = (await listInvitations(fresh)).json().items.map((item: { code: string; status: string }) => [item.code, item.status]);
    expect(statuses).toEqual(expect.arrayContaining([[early.code, 'used'], [late.code, 'expired']]));
  });

  it('answers 400 INVITATION_UNKNOWN for a code nobody made, on the code field', async () => {
    await signedInTrainer(ctx.app);
    const response = await registerInApp(ctx.app, newAppClient('ZZZZZZZZ'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVITATION_UNKNOWN',
      message: clientMessages.invitationUnknown,
      details: { fieldErrors: { code: [clientMessages.invitationUnknown] } },
    });
  });

  it('accepts the code in lower case', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    expect((await registerInApp(ctx.app, newAppClient(code.toLowerCase()))).statusCode).toBe(201);
  });

  it('gives back the code when registration fails after taking it (email already registered)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const first = await inviteAs(ctx.app, access);
    const second = await inviteAs(ctx.app, access);
    expect((await registerInApp(ctx.app, newAppClient(first.code))).statusCode).toBe(201);
    const taken = await registerInApp(ctx.app, newAppClient(second.code));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: clientMessages.emailInUse });
    expect((await registerInApp(ctx.app, newAppClient(second.code, { email: 'otra@example.com' }))).statusCode).toBe(201);
  });

  it('lets exactly one of 10 simultaneous redemptions of one code succeed', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerInApp(ctx.app, newAppClient(code, { email: `cliente${i}@example.com` }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const gymId = decodeClaims(access).gym_id as number;
    const created = await ctx.app.db.select().from(clients).where(eq(clients.gymId, gymId));
    // The sample client and the one who won.
    expect(created).toHaveLength(2);
  });

  it('pages the list newest first with a total', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push((await inviteAs(ctx.app, access)).code);
      ctx.clock.advanceSeconds(1);
    }
    const page = (await listInvitations(access, '?page=2&pageSize=2')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((item: { code: string }) => item.code)).toEqual([made[0]]);
    expect((await listInvitations(access, '?pageSize=101')).statusCode).toBe(400);
  });
});

describe('a code bound to a client', () => {
  it("gives that client app access: sets the email if empty and keeps the trainer's data", async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', goal: 'Correr' });
    const { code } = await inviteAs(ctx.app, access, client.id);
    expect((await listInvitations(access)).json().items[0]).toMatchObject({ clientId: client.id, clientName: 'Ana Gómez', status: 'pending' });

    const response = await registerInApp(ctx.app, newAppClient(code, { email: 'ana@example.com', phone: '1155550000' }));
    expect(response.statusCode).toBe(201);
    expect(decodeClaims(response.json().access)).toMatchObject({ role: 'CL', client_id: client.id, id: client.id });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${client.id}`, headers: authHeader(access) });
    expect(read.json()).toMatchObject({ firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', phone: '1155550000', goal: 'Correr', hasAppAccess: true });
  });

  it('refuses another email than the one the trainer recorded, and keeps the code usable', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
    const { code } = await inviteAs(ctx.app, access, client.id);
    const wrong = await registerInApp(ctx.app, newAppClient(code, { email: 'otra@example.com' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fieldErrors.email).toEqual([clientMessages.invitationEmailMismatch]);
    expect((await registerInApp(ctx.app, newAppClient(code, { email: 'ANA@example.com' }))).statusCode).toBe(201);
  });

  it('refuses a disabled client (403 CLIENT_DISABLED)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    const { code } = await inviteAs(ctx.app, access, client.id);
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${client.id}`, headers: authHeader(access), payload: { active: false } });
    const response = await registerInApp(ctx.app, newAppClient(code, { email: 'ana@example.com' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CLIENT_DISABLED');
  });
});

describe('tenant isolation', () => {
  it("answers 404 to another business's trainer for every client and invitation endpoint with the first business's ids", async () => {
    const first = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, first.access, { firstName: 'Ana', lastName: 'Gómez' });
    await inviteAs(ctx.app, first.access, client.id);
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const headers = authHeader(other.access);

    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${client.id}`, headers });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/clients/999999', headers });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(missing.json());

    const update = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${client.id}`, headers, payload: { active: false } });
    expect(update.statusCode).toBe(404);
    const invite = await ctx.app.inject({ method: 'POST', url: '/api/v1/invitations', headers, payload: { clientId: client.id } });
    expect(invite.statusCode).toBe(404);
    expect((await listInvitations(other.access)).json()).toEqual({ items: [], total: 0 });

    // Nothing changed for the first business.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${client.id}`, headers: authHeader(first.access) });
    expect(mine.json()).toMatchObject({ active: true, firstName: 'Ana' });
  });
});
