import { eq } from 'drizzle-orm';
import { clients, gyms, users } from '../db/schema';
import { authHeader, decodeClaims, inviteAs, newAppClient, newTrainer, registerInApp, signedInTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * Twenty identical requests at once: the database's unique indexes and conditional updates decide,
 * so exactly one succeeds and the others get the answer for "already taken", never a 500, and no
 * half-made row is left behind.
 */
const ctx = setupApiTests();
const N = 20;

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

it(`${N} simultaneous sign-ups with one email: one 201, the others 409, one user and one business`, async () => {
  const responses = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/autonomous',
        payload: newTrainer({ email: i % 2 === 0 ? 'carrera@example.com' : 'CARRERA@example.com' }),
      }),
    ),
  );
  expect(statuses(responses)).toEqual([201, ...Array<number>(N - 1).fill(409)]);
  expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  expect(await ctx.app.db.select().from(gyms)).toHaveLength(1);
});

it(`${N} simultaneous creations of a client with one email in one business: one 201, the others 409`, async () => {
  const { access } = await signedInTrainer(ctx.app);
  const responses = await Promise.all(
    Array.from({ length: N }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: authHeader(access),
        payload: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' },
      }),
    ),
  );
  expect(statuses(responses)).toEqual([201, ...Array<number>(N - 1).fill(409)]);
  const gymId = decodeClaims(access).gym_id as number;
  const rows = await ctx.app.db.select().from(clients).where(eq(clients.email, 'ana@example.com'));
  expect(rows.map((row) => row.gymId)).toEqual([gymId]);
});

it(`${N} simultaneous redemptions of one invitation code: one 201, the others 409`, async () => {
  const { access } = await signedInTrainer(ctx.app);
  const { code } = await inviteAs(ctx.app, access);
  const responses = await Promise.all(
    Array.from({ length: N }, (_, i) => registerInApp(ctx.app, newAppClient(code, { email: `carrera${i}@example.com` }))),
  );
  expect(statuses(responses)).toEqual([201, ...Array<number>(N - 1).fill(409)]);
  const gymId = decodeClaims(access).gym_id as number;
  // The sample client and the one who won.
  expect(await ctx.app.db.select().from(clients).where(eq(clients.gymId, gymId))).toHaveLength(2);
});
