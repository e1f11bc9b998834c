import { Writable } from 'node:stream';
import { apiMessages } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app';
import { listOutbox } from '../modules/mail/outbox-queries';
import { authHeader, newTrainer, signedInTrainer } from '../test/fixtures';
import { setupApiTests, testConfig } from '../test/test-app';

/**
 * A failed query used to be logged with its parameters (Drizzle puts them in the error's `params`
 * and in its message): a sign-up that failed at the database wrote the new password's argon2 hash
 * to the log. Log lines now carry the error and the query's kind, never values or secrets.
 */
const ctx = setupApiTests();

const PASSWORD = 'ClaveMuySecreta987';
const FAILING_NAME = 'Falla';

/** An app of this file's database whose log lines are kept, parsed, in `lines`. */
function appWithLog(): { app: App; lines: Record<string, unknown>[]; raw: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  // With the request lines (LOG_REQUESTS=1), so that what they carry is checked too.
  const app = buildApp({ config: testConfig({ LOG_REQUESTS: '1' }), database: ctx.testDb.database, now: ctx.clock.now, logger: { level: 'debug', stream } });
  return {
    app,
    get lines() {
      return chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    raw: () => chunks.join(''),
  };
}

describe('a sign-up that fails at the database', () => {
  // The insert of the user row (the one that carries the hash) fails: a check only this test adds.
  beforeEach(async () => {
    await ctx.app.db.execute(sql.raw(`alter table users add constraint security_test_fail check (first_name <> '${FAILING_NAME}')`));
  });
  afterEach(async () => {
    await ctx.app.db.execute(sql.raw('alter table users drop constraint if exists security_test_fail'));
  });

  it('logs the error and the query kind, but neither the argon2 hash nor the password', async () => {
    const log = appWithLog();
    try {
      const response = await log.app.inject({
        method: 'POST',
        url: '/api/v1/users/autonomous',
        payload: newTrainer({ firstName: FAILING_NAME, email: 'falla@example.com', password: PASSWORD, confirmPassword: PASSWORD }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: apiMessages.internal });
    } finally {
      await log.app.close();
    }
    const text = log.raw();
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('falla@example.com');
    const failure = log.lines.find((line) => line.msg === 'request failed');
    // Still useful: which query failed, the database's code and constraint, where in the code.
    expect(failure).toMatchObject({
      method: 'POST',
      url: '/api/v1/users/autonomous',
      err: {
        message: 'Failed query: insert users',
        query: 'insert users',
        stack: expect.stringContaining('at '),
        cause: expect.objectContaining({ code: '23514', constraint: 'security_test_fail' }),
      },
    });
  });
});

describe('mail without SMTP_URL', () => {
  it('logs that a mail was kept, never its subject, body or links: the outbox table is where to read them', async () => {
    const { user } = await signedInTrainer(ctx.app, { email: 'olvido@example.com' });
    const log = appWithLog();
    try {
      const response = await log.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: user.email } });
      expect(response.statusCode).toBeLessThan(300);
      await log.app.mailer.flush();
    } finally {
      await log.app.close();
    }
    const [mail] = await listOutbox(ctx.app.db, user.email, 1);
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    const text = log.raw();
    expect(text).not.toContain(token);
    expect(text).not.toContain(mail!.subject);
    expect(text).not.toContain('reset-password');
    const kept = log.lines.find((line) => String(line.msg).includes('mail_outbox'));
    expect(kept).toMatchObject({ mail: { to: user.email } });
  });
});

describe('log redaction', () => {
  it('censors passwords, tokens, hashes and credentials at any depth, whatever key they are logged under', async () => {
    const log = appWithLog();
    await log.app.ready();
    log.app.log.info(
      {
        password: 'p1-secret',
        body: { newPassword: 'p2-secret', confirmPassword: 'p3-secret', currentPassword: 'p4-secret', list: [{ token: 't1-secret' }] },
        headers: { authorization: 'Bearer h1-secret', cookie: 'c1-secret' },
        tokens: { refresh: 'r1-secret', access: 'a1-secret', resetToken: 't2-secret' },
        row: { passwordHash: '$argon2id$v=19$x', tokenHash: 'th-secret', handleHash: 'hh-secret', email: 'kept@example.com' },
        config: { jwtSecret: 'j1-secret', databaseUrl: 'postgres://u:pw-secret@db/x' },
      },
      'something happened',
    );
    await log.app.close();
    const text = log.raw();
    expect(text).not.toMatch(/-secret|\$argon2id\$/);
    const line = log.lines.find((entry) => entry.msg === 'something happened');
    expect(line).toMatchObject({
      password: '[redactado]',
      body: { newPassword: '[redactado]', confirmPassword: '[redactado]', currentPassword: '[redactado]', list: [{ token: '[redactado]' }] },
      headers: { authorization: '[redactado]' },
      tokens: { refresh: '[redactado]', access: '[redactado]', resetToken: '[redactado]' },
      row: { passwordHash: '[redactado]', tokenHash: '[redactado]', email: 'kept@example.com' },
    });
  });

  it('never logs request headers, and censors tokens in logged URLs (the reset link of the SPA)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const log = appWithLog();
    try {
      await log.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
      await log.app.inject({ method: 'GET', url: '/reset-password?token=reset-secret-123&uid=7', headers: { accept: 'text/html' } });
    } finally {
      await log.app.close();
    }
    const text = log.raw();
    expect(text).not.toContain(access);
    expect(text).not.toContain(access.split('.')[2]);
    expect(text).not.toContain('reset-secret-123');
    expect(text).toContain('/reset-password?token=[redactado]&uid=7');
  });

  it('drops query values from an error logged by itself (log.error(error)), message and stack included', async () => {
    const log = appWithLog();
    await log.app.ready();
    const failed = await log.app.db
      .execute(sql`select ${'$argon2id$v=19$m=19456,t=2,p=1$leaked'}::int as x`)
      .then(() => undefined, (error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    log.app.log.error(failed);
    log.app.log.error({ err: failed, error: failed }, 'failed while doing something');
    await log.app.close();
    const text = log.raw();
    expect(text).toContain('Failed query: select');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('leaked');
  });
});
