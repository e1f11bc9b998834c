import { apiMessages } from '@coach/shared/contracts';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';
import { setupApiTests, testConfig } from '../../test/test-app';

const ctx = setupApiTests();

describe('GET /api/health', () => {
  it('answers ok with the database up and the driver in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'up',
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 when the database does not answer, and so does every request that needs it', async () => {
    const database = await openDatabase({ kind: 'memory' });
    await database.close();
    const app = buildApp({ config: testConfig(), database });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down', driver: 'pglite' });
      const login = await app.inject({ method: 'POST', url: '/auth/web/login', payload: { username: 'a@b.co', password: 'Secreta123' } });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(login.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
    } finally {
      await app.close();
    }
  });
});
