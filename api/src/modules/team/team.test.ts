import { teamMessages } from '@coach/shared/contracts';
import { aForm, anActivity, createItem } from '../library/library-test-helpers';
import { authHeader, createClientAs, decodeClaims, joinedMember, login, setTrialEnd, signedInTrainer, teamInvitationToken } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { listening, openStream } from '../chats/chat-test-helpers';

const ctx = setupApiTests();

const get = (access: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: authHeader(access) });
const send = (access: string, method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeader(access), payload });

async function gym() {
  const owner = await signedInTrainer(ctx.app, { email: 'duena@example.com', firstName: 'Sofía' });
  const laura = await joinedMember(ctx.app, owner.access, { email: 'laura@example.com', firstName: 'Laura', lastName: 'Gómez' });
  const pablo = await joinedMember(ctx.app, owner.access, { email: 'pablo@example.com', firstName: 'Pablo', lastName: 'Ríos' });
  return { owner, laura, pablo };
}

describe('members and invitations', () => {
  it('makes whoever creates a business its administrator', async () => {
    const owner = await signedInTrainer(ctx.app);
    expect(decodeClaims(owner.access).role).toBe('AD');
    expect((await get(owner.access, '/api/v1/me')).json()).toMatchObject({ role: 'AD' });
  });

  it('invites by email with a single-use link bound to that email, valid 7 days', async () => {
    const owner = await signedInTrainer(ctx.app, { firstName: 'Sofía', lastName: 'Demo' });
    const invited = await send(owner.access, 'POST', '/api/v1/team/invitations', { email: 'Nuevo@Example.com', role: 'CO', firstName: 'Nico' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'nuevo@example.com', role: 'CO', firstName: 'Nico', expired: false });
    const token = await teamInvitationToken(ctx.app, 'nuevo@example.com');
    const preview = await ctx.app.inject({ method: 'GET', url: `/api/v1/team/invitations/preview?token=${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(preview.json()).toMatchObject({ email: 'nuevo@example.com', role: 'CO', inviterName: 'Sofía Demo', firstName: 'Nico' });

    const body = { token, firstName: 'Nico', lastName: 'Paz', phone: '+5491155552222', password: 'Secreta123', confirmPassword: 'Secreta123' };
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/v1/team/invitations/accept', payload: body });
    expect(accepted.statusCode).toBe(201);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/team/invitations/accept', payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TEAM_INVITATION_ACCEPTED');
    const member = await login(ctx.app, 'nuevo@example.com', 'Secreta123');
    expect(decodeClaims(member.access)).toMatchObject({ role: 'CO', gym_id: decodeClaims(owner.access).gym_id });
    expect((await get(owner.access, '/api/v1/team/invitations')).json().results).toEqual([]);
  });

  it('refuses an expired, revoked or unknown link, and an email that already has an account', async () => {
    const owner = await signedInTrainer(ctx.app);
    await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const elsewhere = await send(owner.access, 'POST', '/api/v1/team/invitations', { email: 'otra@example.com', role: 'CO' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: teamMessages.accountElsewhere });
    const self = await send(owner.access, 'POST', '/api/v1/team/invitations', { email: 'lucia@example.com', role: 'CO' });
    expect(self.json().code).toBe('ALREADY_MEMBER');

    await send(owner.access, 'POST', '/api/v1/team/invitations', { email: 'tarde@example.com', role: 'CO' });
    const late = await teamInvitationToken(ctx.app, 'tarde@example.com');
    ctx.clock.advanceSeconds(7 * 86_400 + 1);
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/v1/team/invitations/preview?token=${late}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(teamMessages.invitationExpired);

    const fresh = await signedInTrainer(ctx.app, { email: 'fresh@example.com' });
    const invited = await send(fresh.access, 'POST', '/api/v1/team/invitations', { email: 'anulada@example.com', role: 'AD' });
    const revokedToken = await teamInvitationToken(ctx.app, 'anulada@example.com');
    expect((await send(fresh.access, 'DELETE', `/api/v1/team/invitations/${invited.json().id}`)).statusCode).toBe(204);
    const revoked = await ctx.app.inject({ method: 'GET', url: `/api/v1/team/invitations/preview?token=${revokedToken}` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().code).toBe('TEAM_INVITATION_INVALID');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/team/invitations/preview?token=nada' })).statusCode).toBe(404);
  });

  it('resends with a new link: the old one stops working', async () => {
    const owner = await signedInTrainer(ctx.app);
    const invited = await send(owner.access, 'POST', '/api/v1/team/invitations', { email: 'nuevo@example.com', role: 'CO' });
    const first = await teamInvitationToken(ctx.app, 'nuevo@example.com');
    ctx.clock.advanceSeconds(60);
    expect((await send(owner.access, 'POST', `/api/v1/team/invitations/${invited.json().id}/resend`)).statusCode).toBe(200);
    const second = await teamInvitationToken(ctx.app, 'nuevo@example.com');
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/team/invitations/preview?token=${first}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/team/invitations/preview?token=${second}` })).statusCode).toBe(200);
  });

  it('lists members with their role, clients and last sign-in; keeps one active administrator', async () => {
    const { owner, laura } = await gym();
    await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    const members = (await get(owner.access, '/api/v1/team/members')).json().results;
    expect(members.map((m: { email: string; role: string; clientCount: number }) => [m.email, m.role, m.clientCount])).toEqual([
      ['duena@example.com', 'AD', 0],
      ['laura@example.com', 'CO', 1],
      ['pablo@example.com', 'CO', 0],
    ]);
    expect(members[1].lastSeenAt).not.toBeNull();
    const ownerId = decodeClaims(owner.access).id as number;
    const own = await send(owner.access, 'PATCH', `/api/v1/team/members/${ownerId}`, { role: 'CO' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_MEMBERSHIP');
    // Laura becomes an administrator, then demotes the owner: Laura is then the last one.
    expect((await send(owner.access, 'PATCH', `/api/v1/team/members/${laura.id}`, { role: 'AD' })).json()).toMatchObject({ role: 'AD' });
    expect((await send(laura.access, 'PATCH', `/api/v1/team/members/${ownerId}`, { role: 'CO' })).statusCode).toBe(200);
    // The demoted owner's next request reads the new role: Equipo is closed to them at once.
    expect((await get(owner.access, '/api/v1/team/members')).statusCode).toBe(403);
    expect((await send(owner.access, 'PATCH', `/api/v1/team/members/${laura.id}`, { role: 'CO' })).statusCode).toBe(403);
  });

  it('deactivating asks where the clients go, hands them over, signs the member out and keeps what they made', async () => {
    const { owner, laura, pablo } = await gym();
    const client = await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    const activity = await createItem(ctx.app, laura.access, 'activities', anActivity({ name: 'Trote de Laura' }));
    const asked = await send(owner.access, 'PATCH', `/api/v1/team/members/${laura.id}`, { active: false });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('REASSIGN_REQUIRED');
    const done = await send(owner.access, 'PATCH', `/api/v1/team/members/${laura.id}`, { active: false, reassignTo: pablo.id });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ active: false, clientCount: 0 });
    expect((await get(laura.access, '/api/v1/me')).statusCode).toBe(401);
    const relogin = await ctx.app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'laura@example.com', password: 'Secreta123' } });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().message).toBe(teamMessages.memberDisabled);
    expect((await get(pablo.access, `/api/v1/clients/${client.id}`)).json().trainer).toMatchObject({ id: pablo.id, firstName: 'Pablo' });
    expect((await get(owner.access, `/api/v1/activities/${activity.id}`)).statusCode).toBe(200);
    // Reactivated, they sign in again.
    expect((await send(owner.access, 'PATCH', `/api/v1/team/members/${laura.id}`, { active: true })).statusCode).toBe(200);
    expect((await login(ctx.app, 'laura@example.com', 'Secreta123')).access).toBeTruthy();
  });
});

describe('what a trainer (CO) reaches', () => {
  it('sees only their own clients, and another trainer\'s answers exactly like a missing one', async () => {
    const { owner, laura, pablo } = await gym();
    await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'DeLaura' });
    const beto = await createClientAs(ctx.app, pablo.access, { firstName: 'Beto', lastName: 'DePablo' });
    const names = async (access: string) =>
      (await get(access, '/api/v1/clients?pageSize=100')).json().items.map((c: { firstName: string }) => c.firstName).sort();
    expect(await names(laura.access)).toEqual(['Ana']);
    expect(await names(pablo.access)).toEqual(['Beto']);
    expect(await names(owner.access)).toEqual(expect.arrayContaining(['Ana', 'Beto']));
    const missing = await get(laura.access, '/api/v1/clients/2147483000');
    for (const url of [`/api/v1/clients/${beto.id}`, `/api/v1/chats/${beto.id}/messages`, `/api/v1/clients/${beto.id}/measurements`, `/api/v1/clients/${beto.id}/subscription`]) {
      const response = await get(laura.access, url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 404, body: missing.json() });
    }
    const write = await send(laura.access, 'PATCH', `/api/v1/clients/${beto.id}`, { goal: 'Correr' });
    expect(write.statusCode).toBe(404);
    expect((await get(laura.access, `/api/v1/agenda?from=2026-03-01&to=2026-03-31&clientId=${beto.id}`)).statusCode).toBe(404);
    const chats = (await get(laura.access, '/api/v1/chats')).json();
    expect(chats.items.map((c: { firstName: string }) => c.firstName)).toEqual(['Ana']);
    // The administrator reads and answers any chat.
    const answered = await send(owner.access, 'POST', `/api/v1/chats/${beto.id}/messages`, { id: '4b0e2c1d-8f3a-4e5b-9c6d-7a8b9c0d1e2f', text: 'Hola Beto' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().author).toMatchObject({ firstName: 'Sofía' });
  });

  it('gets 403 on what only an administrator does', async () => {
    const { laura } = await gym();
    for (const [method, url, payload] of [
      ['GET', '/api/v1/team/members'],
      ['POST', '/api/v1/team/invitations', { email: 'x@example.com', role: 'CO' }],
      ['PATCH', '/api/v1/business', { name: 'Otro' }],
      ['POST', '/api/v1/plans', { name: 'Mensual', recurrence: 'monthly', amount: 1000 }],
      ['GET', '/api/v1/periods'],
      ['GET', '/api/v1/payments'],
      ['POST', '/api/v1/exports'],
      ['POST', '/api/v1/clients/reassign', { clientIds: [1], trainerId: 1 }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: authHeader(laura.access), payload });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
    }
    expect((await get(laura.access, '/api/v1/business')).statusCode).toBe(200);
    expect((await get(laura.access, '/api/v1/plans')).statusCode).toBe(200);
  });

  it('reads the whole library, and changes only what they created', async () => {
    const { owner, laura, pablo } = await gym();
    const mine = await createItem(ctx.app, laura.access, 'forms', aForm({ name: 'De Laura' }));
    const theirs = await createItem(ctx.app, pablo.access, 'forms', aForm({ name: 'De Pablo' }));
    expect((await get(laura.access, `/api/v1/forms/${theirs.id}`)).statusCode).toBe(200);
    const refused = await send(laura.access, 'DELETE', `/api/v1/forms/${theirs.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tenés permisos para editar/eliminar');
    expect((await send(laura.access, 'DELETE', `/api/v1/forms/${mine.id}`)).statusCode).toBe(204);
    expect((await send(owner.access, 'DELETE', `/api/v1/forms/${theirs.id}`)).statusCode).toBe(204);
  });

  it('a client belongs to whoever created it; an administrator reassigns many at once', async () => {
    const { owner, laura, pablo } = await gym();
    const ana = await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    const eva = await createClientAs(ctx.app, laura.access, { firstName: 'Eva', lastName: 'Dos' });
    expect(ana.trainer).toMatchObject({ id: laura.id, firstName: 'Laura', lastName: 'Gómez' });
    // A trainer can't hand a client to someone else.
    expect((await send(laura.access, 'PATCH', `/api/v1/clients/${ana.id}`, { trainerId: pablo.id })).statusCode).toBe(403);
    const moved = await send(owner.access, 'POST', '/api/v1/clients/reassign', { clientIds: [ana.id, eva.id], trainerId: pablo.id });
    expect(moved.json()).toEqual({ reassigned: 2 });
    expect((await get(laura.access, `/api/v1/clients/${ana.id}`)).statusCode).toBe(404);
    expect((await get(pablo.access, `/api/v1/clients/${ana.id}`)).statusCode).toBe(200);
    const filtered = (await get(owner.access, `/api/v1/clients?trainerId=${pablo.id}`)).json();
    expect(filtered.total).toBe(2);
    const bad = await send(owner.access, 'POST', '/api/v1/clients/reassign', { clientIds: [ana.id], trainerId: 2147483000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors.trainerId).toEqual([teamMessages.reassignTarget]);
  });

  it('shows a trainer a dashboard of their own clients, without income; the administrator a table per member', async () => {
    const { owner, laura } = await gym();
    await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    await createClientAs(ctx.app, owner.access, { firstName: 'Oscar', lastName: 'Dos' });
    const mine = (await get(laura.access, '/api/v1/dashboard')).json();
    expect(mine).toMatchObject({ scope: 'trainer', income: null, pendingPeriods: null, revenue: null, planDistribution: null, team: null });
    expect(mine.clients).toMatchObject({ total: 1, active: 1 });
    const business = (await get(owner.access, '/api/v1/dashboard')).json();
    expect(business.scope).toBe('business');
    expect(business.clients.total).toBe(2);
    expect(business.team.find((row: { userId: number }) => row.userId === laura.id)).toMatchObject({ firstName: 'Laura', activeClients: 1, paymentsThisMonth: 0 });
  });

  it('tells the open screens of both trainers, live, that clients changed hands; others hear nothing', async () => {
    const { owner, laura, pablo } = await gym();
    const bystander = await joinedMember(ctx.app, owner.access, { email: 'nadie@example.com', firstName: 'Nadie' });
    const ana = await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    const base = await listening(ctx.app);
    const [lauraStream, pabloStream, otherStream] = await Promise.all([
      openStream(base, '/api/v1/chats/stream', laura.access),
      openStream(base, '/api/v1/chats/stream', pablo.access),
      openStream(base, '/api/v1/chats/stream', bystander.access),
    ]);
    try {
      await Promise.all([lauraStream, pabloStream, otherStream].map((stream) => stream.next((event) => event.event === 'ready')));
      await send(owner.access, 'POST', '/api/v1/clients/reassign', { clientIds: [ana.id], trainerId: pablo.id });
      for (const stream of [lauraStream, pabloStream]) {
        expect(await stream.next((event) => event.event === 'clients')).toEqual({ event: 'clients', data: { reassigned: 1 } });
      }
      // A chat message of Pablo's new client reaches Pablo, not Laura, and not the bystander: each then gets
      // clients of their own, and that is the next thing their stream carries (a stream keeps its order).
      await send(owner.access, 'POST', `/api/v1/chats/${ana.id}/messages`, { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', text: 'Hola' });
      expect((await pabloStream.next((event) => event.event === 'message')).event).toBe('message');
      const x = await createClientAs(ctx.app, owner.access, { firstName: 'Xime', lastName: 'Tres' });
      const y = await createClientAs(ctx.app, owner.access, { firstName: 'Yago', lastName: 'Cuatro' });
      await send(owner.access, 'POST', '/api/v1/clients/reassign', { clientIds: [x.id], trainerId: bystander.id });
      await send(owner.access, 'POST', '/api/v1/clients/reassign', { clientIds: [y.id], trainerId: laura.id });
      const notReady = (event: { event: string }) => event.event !== 'ready';
      expect(await otherStream.next(notReady)).toEqual({ event: 'clients', data: { reassigned: 1 } });
      expect(await lauraStream.next(notReady)).toEqual({ event: 'clients', data: { reassigned: 1 } });
    } finally {
      for (const stream of [lauraStream, pabloStream, otherStream]) stream.close();
    }
  });

  it("shares the business's trial: every member sees its days, and an expired one locks everyone", async () => {
    const { owner, laura } = await gym();
    expect(decodeClaims(laura.access).remainingDays).toBe(30);
    await setTrialEnd(ctx.app, Number(decodeClaims(owner.access).gym_id), new Date(ctx.clock.now().getTime() - 1000));
    for (const access of [owner.access, laura.access]) {
      const locked = await get(access, '/api/v1/clients');
      expect(locked.statusCode).toBe(402);
      expect(locked.json().code).toBe('TRIAL_EXPIRED');
    }
  });

  it('records every write with its member for "Actividad del equipo"', async () => {
    const { owner, laura } = await gym();
    await createClientAs(ctx.app, laura.access, { firstName: 'Ana', lastName: 'Uno' });
    const activity = (await get(owner.access, `/api/v1/team/activity?userId=${laura.id}`)).json();
    expect(activity.results[0]).toMatchObject({ memberName: 'Laura Gómez', label: 'Creó un cliente', action: 'POST /clients' });
  });
});
