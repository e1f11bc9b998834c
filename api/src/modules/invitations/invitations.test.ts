import { clientMessages } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { clients, invitations } from '../../db/schema';
import {
  authHeader,
  createClientAs,
  decodeClaims,
  inviteAs,
  login,
  newAppClient,
  newInvitationAs,
  revokeInvitationAs,
  registerInApp,
  signedInTrainer,
} from '../../test/fixtures';
import { listOutbox } from '../mail/outbox-queries';
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
      const { code, expiresAt } = await newInvitationAs(ctx.app, access);
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
    const client = await createClientAs(ctx.app, access, { firstName: 'Tarde', lastName: 'Pérez' });
    const early = await inviteAs(ctx.app, access);
    const late = await inviteAs(ctx.app, access, client.id);
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

  it('keeps the code when the email already has an app account (the person signs in instead)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const first = await inviteAs(ctx.app, access);
    expect((await registerInApp(ctx.app, newAppClient(first.code))).statusCode).toBe(201);
    const second = await inviteAs(ctx.app, access);
    expect(second).toMatchObject({ reused: false });
    expect(second.code).not.toBe(first.code);
    const taken = await registerInApp(ctx.app, newAppClient(second.code));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'RESOURCE_ALREADY_EXIST',
      message: clientMessages.appAccountExists,
      details: { fieldErrors: { email: [clientMessages.appAccountExists] } },
    });
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
      made.push((await newInvitationAs(ctx.app, access)).code);
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

describe('one live code per person', () => {
  it('answers the pending general code again (200, reused) until it is used, then a new one (201)', async () => {
    const { access: early, credentials } = await signedInTrainer(ctx.app);
    const first = await ctx.app.inject({ method: 'POST', url: '/api/v1/invitations', headers: authHeader(early), payload: {} });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ reused: false });
    ctx.clock.advance(3 * HOUR_MS);
    const { access } = await login(ctx.app, credentials.email, credentials.password);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/invitations', headers: authHeader(access), payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), reused: true });
    expect((await listInvitations(access)).json().total).toBe(1);

    expect((await registerInApp(ctx.app, newAppClient(first.json().code))).statusCode).toBe(201);
    const next = await inviteAs(ctx.app, access);
    expect(next).toMatchObject({ reused: false });
    expect(next.code).not.toBe(first.json().code);
  });

  it("keeps a client's own code apart from the general one, and each client's apart", async () => {
    const { access } = await signedInTrainer(ctx.app);
    const ana = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez' });
    const luis = await createClientAs(ctx.app, access, { firstName: 'Luis', lastName: 'Paz' });
    const general = await inviteAs(ctx.app, access);
    const forAna = await inviteAs(ctx.app, access, ana.id);
    const forLuis = await inviteAs(ctx.app, access, luis.id);
    expect(new Set([general.code, forAna.code, forLuis.code]).size).toBe(3);
    expect((await inviteAs(ctx.app, access, ana.id)).code).toBe(forAna.code);
  });

  it('makes a new code when the pending one has less than two hours left', async () => {
    const { access: early, credentials } = await signedInTrainer(ctx.app);
    const old = await inviteAs(ctx.app, early);
    ctx.clock.advance(22 * HOUR_MS + 1000);
    const { access } = await login(ctx.app, credentials.email, credentials.password);
    const fresh = await inviteAs(ctx.app, access);
    expect(fresh).toMatchObject({ reused: false });
    expect(fresh.code).not.toBe(old.code);
    // The old one still works until it ends: it may already be in a chat.
    expect((await registerInApp(ctx.app, newAppClient(old.code))).statusCode).toBe(201);
  });

  it('gives ten simultaneous openings one code', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => inviteAs(ctx.app, access)));
    expect(new Set(answers.map((answer) => answer.code)).size).toBe(1);
    expect(answers.filter((answer) => !answer.reused)).toHaveLength(1);
    expect((await listInvitations(access)).json().total).toBe(1);
  });
});

describe('DELETE /api/v1/invitations/:id (Anular)', () => {
  it('takes a pending code back: the sign-up refuses it (410 INVITATION_REVOKED), it is listed as revoked, the next opening makes a new one', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const live = await inviteAs(ctx.app, access);
    const revoked = await revokeInvitationAs(ctx.app, access, live.id);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.headers['cache-control']).toBe('no-store');
    expect((await revokeInvitationAs(ctx.app, access, live.id)).statusCode).toBe(204);

    const refused = await registerInApp(ctx.app, newAppClient(live.code));
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ code: 'INVITATION_REVOKED', message: clientMessages.invitationRevoked });
    expect((await listInvitations(access)).json().items[0]).toMatchObject({ code: live.code, status: 'revoked' });
    expect((await inviteAs(ctx.app, access)).code).not.toBe(live.code);
  });

  it('answers 409 for a used code and 404 for another business\'s code or a missing one', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const live = await inviteAs(ctx.app, access);
    expect((await registerInApp(ctx.app, newAppClient(live.code))).statusCode).toBe(201);
    const used = await revokeInvitationAs(ctx.app, access, live.id);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ code: 'INVITATION_USED', message: clientMessages.invitationAlreadyUsed });

    const pending = await inviteAs(ctx.app, access);
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const foreign = await revokeInvitationAs(ctx.app, other.access, pending.id);
    const missing = await revokeInvitationAs(ctx.app, other.access, 999999);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await registerInApp(ctx.app, newAppClient(pending.code, { email: 'sigue@example.com' }))).statusCode).toBe(201);
  });
});

describe('a general code and a client the trainer already recorded', () => {
  it('joins that client when the sign-up uses their email (no duplicate, no "ya existe")', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', goal: 'Correr' });
    const { code } = await inviteAs(ctx.app, access);
    const response = await registerInApp(ctx.app, newAppClient(code, { email: 'ANA@example.com', firstName: 'Anita', lastName: 'G' }));
    expect(response.statusCode).toBe(201);
    expect(decodeClaims(response.json().access)).toMatchObject({ role: 'CL', client_id: client.id });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${client.id}`, headers: authHeader(access) });
    // The trainer's record stays as it was; the client now has the app.
    expect(read.json()).toMatchObject({ firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', goal: 'Correr', hasAppAccess: true });
    const gymId = decodeClaims(access).gym_id as number;
    expect(await ctx.app.db.select().from(clients).where(eq(clients.gymId, gymId))).toHaveLength(2);
    expect((await listInvitations(access)).json().items[0]).toMatchObject({ status: 'used', clientId: client.id, clientName: 'Ana Gómez' });
  });

  it('refuses a disabled recorded client (403 CLIENT_DISABLED) and a client of another business is not joined', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${client.id}`, headers: authHeader(access), payload: { active: false } });
    const { code } = await inviteAs(ctx.app, access);
    const refused = await registerInApp(ctx.app, newAppClient(code, { email: 'ana@example.com' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CLIENT_DISABLED');

    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const theirs = await inviteAs(ctx.app, other.access);
    const joined = await registerInApp(ctx.app, newAppClient(theirs.code, { email: 'ana@example.com' }));
    expect(joined.statusCode).toBe(201);
    expect(decodeClaims(joined.json().access).client_id).not.toBe(client.id);
  });
});

describe('GET /api/v1/client-app/invitations/:code (who invites)', () => {
  const preview = (code: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/client-app/invitations/${code}` });

  it('says the business and the trainer for a general code, and what was recorded of the client for a bound one', async () => {
    const { access } = await signedInTrainer(ctx.app, { firstName: 'Laura', lastName: 'Méndez' });
    const general = await inviteAs(ctx.app, access);
    const answer = await preview(general.code.toLowerCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      business: { name: expect.any(String), logo: null },
      trainer: { firstName: 'Laura', lastName: 'Méndez' },
      client: null,
      expiresAt: general.expiresAt,
    });

    const client = await createClientAs(ctx.app, access, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
    const bound = await inviteAs(ctx.app, access, client.id);
    expect((await preview(bound.code)).json().client).toEqual({ firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' });
  });

  it('answers why a code does not lead in, as the sign-up would', async () => {
    const { access } = await signedInTrainer(ctx.app);
    expect((await preview('ZZZZZZZZ')).json().code).toBe('INVITATION_UNKNOWN');
    const revoked = await inviteAs(ctx.app, access);
    await revokeInvitationAs(ctx.app, access, revoked.id);
    expect((await preview(revoked.code)).json().code).toBe('INVITATION_REVOKED');
    const used = await inviteAs(ctx.app, access);
    expect((await registerInApp(ctx.app, newAppClient(used.code))).statusCode).toBe(201);
    const usedAnswer = await preview(used.code);
    expect(usedAnswer.statusCode).toBe(409);
    expect(usedAnswer.json().code).toBe('INVITATION_USED');
  });

  it('names the business in the mailed code', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const { code } = await inviteAs(ctx.app, access);
    const requested = await ctx.app.inject({ method: 'POST', url: '/api/v1/client-app/register', payload: newAppClient(code, { email: 'nueva@example.com' }) });
    expect(requested.statusCode).toBe(202);
    const [mail] = await listOutbox(ctx.app.db, 'nueva@example.com', 1);
    const { name } = (await preview(code)).json().business;
    expect(mail?.text).toContain(`en la app de ${name} es`);
  });
});
