import { eq } from 'drizzle-orm';
import { actionLogs, bodyMeasurements, clients, users } from '../db/schema';
import { authHeader, createClientAs, decodeClaims, login, registeredAppClient, signedInTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * Fields a caller may not set (ids, business, role, flags the API derives, hashes, timestamps) are
 * ignored when sent in a body: the request schemas list what each endpoint takes, nothing else.
 */
const ctx = setupApiTests();

const privileged = {
  id: 999_999,
  gymId: 1,
  gym_id: 1,
  userId: 1,
  role: 'AD',
  passwordHash: '$argon2id$forged',
  isSample: true,
  hasAppAccess: true,
  appRegisteredAt: '2020-01-01T00:00:00.000Z',
  subscriptionStatus: 'paid',
  createdAt: '2000-01-01T00:00:00.000Z',
  trialEndsAt: null,
  sessionVersion: 99,
};

it('sign-up makes a trainer (CO) of a new business on a trial, whatever else the body says', async () => {
  const victim = await signedInTrainer(ctx.app, { email: 'victima@example.com' });
  const victimGym = decodeClaims(victim.access).gym_id as number;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/autonomous',
    payload: {
      ...privileged,
      gymId: victimGym,
      gym_id: victimGym,
      firstName: 'Mala',
      lastName: 'Persona',
      email: 'mala@example.com',
      phone: '1155550000',
      password: 'Secreta123',
      confirmPassword: 'Secreta123',
    },
  });
  expect(response.statusCode).toBe(201);
  const claims = decodeClaims((await login(ctx.app, 'mala@example.com', 'Secreta123')).access);
  expect(claims).toMatchObject({ role: 'AD', remainingDays: 30 });
  expect(claims.gym_id).not.toBe(victimGym);
  expect(claims.id).not.toBe(privileged.id);
});

it('PATCH /api/v1/me changes profile fields only: not the password hash, role, business or id', async () => {
  const { access, credentials } = await signedInTrainer(ctx.app);
  const before = decodeClaims(access);
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: authHeader(access),
    payload: { ...privileged, password: 'OtraClave123', firstName: 'Nueva' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ id: before.id, role: 'AD', gymId: before.gym_id, firstName: 'Nueva' });
  // The password did not change, and the hash is still a real one.
  await login(ctx.app, credentials.email, credentials.password);
  const [row] = await ctx.app.db.select().from(users).where(eq(users.id, before.id as number));
  expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
});

it("a client's create and change ignore the business, id, sample flag, app access and subscription sent", async () => {
  const victim = await signedInTrainer(ctx.app, { email: 'victima@example.com' });
  const victimGym = decodeClaims(victim.access).gym_id as number;
  const { access } = await signedInTrainer(ctx.app, { email: 'otro@example.com' });
  const ownGym = decodeClaims(access).gym_id as number;
  const created = await createClientAs(ctx.app, access, { ...privileged, gymId: victimGym, firstName: 'Ana', lastName: 'Gómez' });
  expect(created).toMatchObject({ isSample: false, hasAppAccess: false, subscriptionStatus: 'inactive' });
  expect(created.id).not.toBe(privileged.id);
  expect(created.createdAt).not.toBe(privileged.createdAt);
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/clients/${created.id}`,
    headers: authHeader(access),
    payload: { ...privileged, gymId: victimGym, goal: 'Correr' },
  });
  expect(patched.statusCode).toBe(200);
  expect(patched.json()).toMatchObject({ id: created.id, isSample: false, hasAppAccess: false, subscriptionStatus: 'inactive', goal: 'Correr' });
  const [row] = await ctx.app.db.select().from(clients).where(eq(clients.id, created.id));
  expect(row).toMatchObject({ gymId: ownGym, isSample: false, appRegisteredAt: null });
});

it('a client changing their own record cannot change their email, access, business or start date', async () => {
  const { access, clientId } = await registeredAppClient(ctx.app);
  const [before] = await ctx.app.db.select().from(clients).where(eq(clients.id, clientId));
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/client-app/me',
    headers: authHeader(access),
    payload: { ...privileged, email: 'otro@example.com', active: false, memberSince: '2001-01-01', goal: 'Fuerza' },
  });
  expect(response.statusCode).toBe(200);
  const [after] = await ctx.app.db.select().from(clients).where(eq(clients.id, clientId));
  expect(after).toMatchObject({
    email: before?.email,
    active: true,
    gymId: before?.gymId,
    memberSince: before?.memberSince,
    isSample: false,
    subscriptionStatus: before?.subscriptionStatus,
    goal: 'Fuerza',
  });
});

it('an action log belongs to the caller, whatever user or business the body names', async () => {
  const victim = await signedInTrainer(ctx.app, { email: 'victima@example.com' });
  const { access } = await signedInTrainer(ctx.app, { email: 'otro@example.com' });
  const me = decodeClaims(access);
  const victimClaims = decodeClaims(victim.access);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/actionlogs',
    headers: authHeader(access),
    payload: { ...privileged, userId: victimClaims.id, gymId: victimClaims.gym_id, action: 'start_tour' },
  });
  expect(response.statusCode).toBe(201);
  const rows = await ctx.app.db.select().from(actionLogs);
  expect(rows.map((row) => [row.userId, row.gymId])).toEqual([[me.id, me.gym_id]]);
});

it('a measurement belongs to the client of its path (or the token), entered by whoever sent it, whatever the body names', async () => {
  const { trainer, access: clientAccess, clientId } = await registeredAppClient(ctx.app);
  const other = await createClientAs(ctx.app, trainer.access, { firstName: 'Marta', lastName: 'Ríos' });
  const forged = { ...privileged, id: undefined, clientId: other.id, enteredBy: 'client', createdByUserId: 1, updatedAt: '2000-01-01T00:00:00.000Z' };
  const byTrainer = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/clients/${clientId}/measurements`,
    headers: authHeader(trainer.access),
    payload: { ...forged, date: '2026-03-01', weightKg: 70 },
  });
  const byClient = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/client-app/measurements',
    headers: authHeader(clientAccess),
    payload: { ...forged, enteredBy: 'trainer', date: '2026-03-02', weightKg: 71 },
  });
  expect([byTrainer.statusCode, byClient.statusCode]).toEqual([201, 201]);
  expect(byTrainer.json()).toMatchObject({ clientId, enteredBy: 'trainer', createdAt: '2026-03-02T12:00:00.000Z' });
  expect(byClient.json()).toMatchObject({ clientId, enteredBy: 'client' });
  const rows = await ctx.app.db.select().from(bodyMeasurements).orderBy(bodyMeasurements.id);
  expect(rows.map((row) => [row.clientId, row.gymId, row.enteredBy, row.createdByUserId])).toEqual([
    [clientId, decodeClaims(trainer.access).gym_id, 'trainer', trainer.user.id],
    [clientId, decodeClaims(trainer.access).gym_id, 'client', null],
  ]);
});
