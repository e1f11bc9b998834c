import { loadConfig } from './config';
import { users } from './db/schema';
import { DEMO_CREDENTIALS } from './seed';
import { seedOnStart } from './start-seed';
import { login } from './test/fixtures';
import { setupApiTests } from './test/test-app';

const ctx = setupApiTests();
const start = (env: Record<string, string>) => seedOnStart({ db: ctx.app.db, now: ctx.clock.now, log: ctx.app.log }, loadConfig(env));

describe('what an empty database gets at start', () => {
  it('in production (NODE_ENV=production): no demo account, whatever DEMO_DATA says; nobody signs in with its public password', async () => {
    expect(await start({ NODE_ENV: 'production' })).toBe('none');
    expect(await start({ NODE_ENV: 'production', DEMO_DATA: 'business' })).toBe('none');
    expect(await ctx.app.db.select().from(users)).toEqual([]);
    await expect(login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).rejects.toThrow(/login failed: 401/);
  });

  it('in production with DEMO_ACCOUNT=1 (asked for explicitly): the demo account', async () => {
    expect(await start({ NODE_ENV: 'production', DEMO_ACCOUNT: '1' })).toBe('account');
    await expect(login(ctx.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).resolves.toHaveProperty('access');
  });

  it('elsewhere (pnpm start, dev, tests): the demo account, as before; DEMO_ACCOUNT=0 leaves it out', async () => {
    expect(loadConfig({}).demoAccount).toBe(true);
    expect(await start({ DEMO_ACCOUNT: '0' })).toBe('none');
    expect(await start({})).toBe('account');
    // Never into a database that has users.
    expect(await start({})).toBe('none');
    expect(await ctx.app.db.select().from(users)).toHaveLength(1);
  });
});
