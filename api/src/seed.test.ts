import { eq } from 'drizzle-orm';
import { gyms, users } from './db/schema';
import { DEMO_BUSINESS_NAME, DEMO_CREDENTIALS, seedIfEmpty } from './seed';
import { decodeClaims, login } from './test/fixtures';
import { setupApiTests } from './test/test-app';

const ctx = setupApiTests();

describe('seedIfEmpty', () => {
  it('creates the demo business and trainer on an empty database, and the printed credentials work', async () => {
    expect(await seedIfEmpty(ctx.app.db, ctx.clock.now())).toEqual({ gymId: 1, trainerId: 1 });
    const [row] = await ctx.app.db
      .select({ user: users, gym: gyms })
      .from(users)
      .innerJoin(gyms, eq(gyms.id, users.gymId));
    expect(row?.gym.name).toBe(DEMO_BUSINESS_NAME);
    expect(row?.user).toMatchObject({ email: 'demo@coach.app', firstName: 'Sofía', lastName: 'Demo', role: 'AD' });
    const { access } = await login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    expect(decodeClaims(access).remainingDays).toBe(30);
  });

  it('does nothing when there are users already', async () => {
    expect(await seedIfEmpty(ctx.app.db)).not.toBeNull();
    expect(await seedIfEmpty(ctx.app.db)).toBeNull();
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });
});
