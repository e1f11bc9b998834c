import { eq } from 'drizzle-orm';
import { gyms } from '../../db/schema';
import { authHeader, decodeClaims, login, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { SESSION_STATE_TTL_MS } from '../sessions/session-states';
import { markPaid, setTrialDays } from './trial-admin';

const ctx = setupApiTests();
const DAY_MS = 24 * 60 * 60 * 1000;

const trialEndOf = async (gymId: number) =>
  (await ctx.app.db.select({ trialEndsAt: gyms.trialEndsAt }).from(gyms).where(eq(gyms.id, gymId)))[0]?.trialEndsAt;
const dashboardStatus = async (access: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: authHeader(access) })).statusCode;
/** The command runs in another process: a running API sees its change once its cached read expires. */
const afterCacheTtl = () => ctx.clock.advance(SESSION_STATE_TTL_MS);

describe('admin trial (setTrialDays)', () => {
  it("moves the end of the trial of the user's business to now + n days", async () => {
    const { access, credentials } = await signedInTrainer(ctx.app);
    const gymId = decodeClaims(access).gym_id as number;
    const change = await setTrialDays(ctx.app.db, ' LUCIA@Example.com ', 5, ctx.clock.now());
    const endsAt = new Date(ctx.clock.now().getTime() + 5 * DAY_MS);
    expect(change).toEqual({ email: 'lucia@example.com', gymId, gymName: 'Lucía Pérez', trialEndsAt: endsAt, remainingDays: 5 });
    expect(await trialEndOf(gymId)).toEqual(endsAt);
    const { access: fresh } = await login(ctx.app, credentials.email, credentials.password);
    expect(decodeClaims(fresh).remainingDays).toBe(5);
  });

  it.each([0, -3])('with %p days ends the trial at once: the business is locked', async (days) => {
    const { access } = await signedInTrainer(ctx.app);
    expect(await dashboardStatus(access)).toBe(200);
    const change = await setTrialDays(ctx.app.db, 'lucia@example.com', days, ctx.clock.now());
    expect(change?.remainingDays).toBe(0);
    expect(change?.trialEndsAt).toEqual(new Date(ctx.clock.now().getTime() + days * DAY_MS));
    afterCacheTtl();
    expect(await dashboardStatus(access)).toBe(402);
  });

  it("changes only that user's business", async () => {
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    await signedInTrainer(ctx.app);
    await setTrialDays(ctx.app.db, 'lucia@example.com', 0, ctx.clock.now());
    expect(await dashboardStatus(other.access)).toBe(200);
  });

  it('answers undefined for an email nobody has, and changes nothing', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const before = await trialEndOf(decodeClaims(access).gym_id as number);
    expect(await setTrialDays(ctx.app.db, 'nadie@example.com', 0, ctx.clock.now())).toBeUndefined();
    expect(await trialEndOf(decodeClaims(access).gym_id as number)).toEqual(before);
  });
});

describe('admin paid (markPaid)', () => {
  it('removes the trial end: no countdown, no lock', async () => {
    const { access, credentials } = await signedInTrainer(ctx.app);
    await setTrialDays(ctx.app.db, 'lucia@example.com', -1, ctx.clock.now());
    expect(await dashboardStatus(access)).toBe(402);

    const change = await markPaid(ctx.app.db, 'lucia@example.com', ctx.clock.now());
    expect(change).toMatchObject({ trialEndsAt: null, remainingDays: null });
    afterCacheTtl();
    expect(await dashboardStatus(access)).toBe(200);
    const { access: fresh } = await login(ctx.app, credentials.email, credentials.password);
    expect(decodeClaims(fresh).remainingDays).toBeNull();
  });

  it('answers undefined for an email nobody has', async () => {
    expect(await markPaid(ctx.app.db, 'nadie@example.com', ctx.clock.now())).toBeUndefined();
  });
});
