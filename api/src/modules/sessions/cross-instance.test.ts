import type { TokenPair } from '@coach/shared/contracts';
import pg from 'pg';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { appLogin, authHeader, joinedMember, login, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { testConfig } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { listening, openStream, type StreamReader } from '../chats/chat-test-helpers';
import { listOutbox } from '../mail/outbox-queries';

/**
 * Two API instances on one database, as behind a load balancer: whatever ends a session on the first
 * (signing out everywhere, a new password, a reset, an email confirmation, a disabled client) is
 * refused by the second within a second, although the second had the subject in its session cache
 * and its clock never moves (its cache would otherwise trust it for SESSION_STATE_TTL_MS). On
 * PostgreSQL (TEST_DATABASE_URL) each instance has its own pool and LISTEN connection, so the news can
 * only travel through NOTIFY; on PGlite both share the in-process database and each listens on it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WITHIN_MS = 1000;

let testDb: TestDatabase;
let secondDatabase: Database;
let first: App;
let second: App;
const streams: StreamReader[] = [];

const instance = (database: Database) => buildApp({ config: testConfig(), database, now: new TestClock().now });

beforeAll(async () => {
  testDb = await createTestDatabase();
  const client: unknown = '$client' in testDb.database.db ? testDb.database.db.$client : undefined;
  secondDatabase =
    onPostgres && client instanceof pg.Pool
      ? await openDatabase({ kind: 'postgres', url: client.options.connectionString!, maxConnections: 3 })
      : testDb.database;
});

beforeEach(async () => {
  await testDb.reset();
  first = instance(testDb.database);
  second = instance(secondDatabase);
  await Promise.all([first.ready(), second.ready()]);
});

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await Promise.all([first.close(), second.close()]);
});

afterAll(async () => {
  if (secondDatabase !== testDb.database) await secondDatabase.close();
  await testDb.close();
});

const getMe = (app: App, access: string) => app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
const appMe = (app: App, access: string) => app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(access) });

/** Polls `request` on the second instance until it answers `status`; answers how long that took. */
async function answeredWithin(request: () => Promise<{ statusCode: number }>, status: number, limitMs = WITHIN_MS): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { statusCode } = await request();
    const elapsed = Date.now() - started;
    if (statusCode === status) return elapsed;
    if (elapsed > limitMs) throw new Error(`still ${statusCode} after ${elapsed} ms (expected ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A trainer signed in on two devices; the second device's token was just used on the second instance (it is cached there). */
async function cachedOnSecond() {
  const laptop = await signedInTrainer(first);
  const phone = await login(first, laptop.credentials.email, laptop.credentials.password);
  expect((await getMe(second, phone.access)).statusCode).toBe(200);
  return { laptop, phone };
}

describe(`a session ended on one instance is refused by the other within a second (${onPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process'})`, () => {
  it("'Cerrar sesión en todos los dispositivos'", async () => {
    const { laptop, phone } = await cachedOnSecond();
    expect((await first.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke', headers: authHeader(laptop.access) })).statusCode).toBe(204);
    await answeredWithin(() => getMe(second, phone.access), 401);
    // Not by a lucky cache miss: the write that the issue saw go through at +29 s is refused too.
    const create = await second.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(phone.access), payload: { firstName: 'Ana', lastName: 'Paz' } });
    expect(create.statusCode).toBe(401);
  });

  it('a password change', async () => {
    const { laptop, phone } = await cachedOnSecond();
    const changed = await first.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: authHeader(laptop.access),
      payload: { currentPassword: 'Secreta123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' },
    });
    expect(changed.statusCode).toBe(200);
    await answeredWithin(() => getMe(second, phone.access), 401);
    // The tab that changed it goes on, on either instance.
    expect((await getMe(second, changed.json<TokenPair>().access)).statusCode).toBe(200);
  });

  it('a password reset', async () => {
    const { laptop, phone } = await cachedOnSecond();
    await first.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: laptop.credentials.email } });
    const [mail] = await listOutbox(first.db, laptop.credentials.email, 1);
    const link = new URL(/http\S+/.exec(mail!.text)![0]);
    const confirm = await first.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), uid: link.searchParams.get('uid'), newPassword: 'Reseteada789', confirmPassword: 'Reseteada789' },
    });
    expect(confirm.statusCode).toBe(200);
    await answeredWithin(() => getMe(second, phone.access), 401);
  });

  it('an email confirmation', async () => {
    const { laptop, phone } = await cachedOnSecond();
    const requested = await first.inject({
      method: 'POST',
      url: '/api/v1/me/email-change',
      headers: authHeader(laptop.access),
      payload: { newEmail: 'lucia.nueva@example.com', currentPassword: 'Secreta123' },
    });
    expect(requested.statusCode).toBe(202);
    const [mail] = await listOutbox(first.db, 'lucia.nueva@example.com', 1);
    const token = new URL(/http:\/\/app\.test\/\S+/.exec(mail!.text)![0]).searchParams.get('token');
    expect((await first.inject({ method: 'POST', url: '/auth/email-change/confirm', payload: { token } })).statusCode).toBe(200);
    await answeredWithin(() => getMe(second, phone.access), 401);
  });

  it('a client disabled, and enabled again (a new sign-in works on the other instance at once)', async () => {
    const { trainer, access, clientId } = await registeredAppClient(first);
    expect((await appMe(second, access)).statusCode).toBe(200);
    const setActive = (active: boolean) =>
      first.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { active } });

    expect((await setActive(false)).statusCode).toBe(200);
    await answeredWithin(() => appMe(second, access), 403);

    expect((await setActive(true)).statusCode).toBe(200);
    const again = await appLogin(first, 'jose@example.com', 'Cliente123');
    expect(again.statusCode).toBe(200);
    // The second instance had cached the client as disabled: it heard that it is not any more.
    await answeredWithin(() => appMe(second, again.json<TokenPair>().access), 200);
  });
});

describe('a live chat stream ends with its session, on whatever instance the session ended', () => {
  it("the trainer's stream on the second instance closes when they sign out everywhere on the first; another trainer's stays", async () => {
    const { laptop } = await cachedOnSecond();
    const other = await signedInTrainer(first, { email: 'otra@example.com' });
    const base = await listening(second);
    const stream = await openStream(base, '/api/v1/chats/stream', laptop.access);
    const otherStream = await openStream(base, '/api/v1/chats/stream', other.access);
    streams.push(stream, otherStream);
    await Promise.all([stream.next((event) => event.event === 'ready'), otherStream.next((event) => event.event === 'ready')]);
    expect(second.chatHub.size).toBe(2);

    const started = Date.now();
    await first.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke', headers: authHeader(laptop.access) });
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(second.chatHub.size).toBe(1);
  });

  it("the client's stream closes when the trainer disables them on another instance", async () => {
    const { trainer, access, clientId } = await registeredAppClient(first);
    const stream = await openStream(await listening(second), '/api/v1/client-app/messages/stream', access);
    streams.push(stream);
    await stream.next((event) => event.event === 'ready');
    await first.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access), payload: { active: false } });
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(second.chatHub.size).toBe(0);
  });
});

describe('a member changed on one instance (Equipo) is seen so by the other within a second', () => {
  const TRIES = 20;
  const teamMembers = (app: App, access: string) => app.inject({ method: 'GET', url: '/api/v1/team/members', headers: authHeader(access) });
  const patchMember = (access: string, id: number, payload: object) =>
    first.inject({ method: 'PATCH', url: `/api/v1/team/members/${id}`, headers: authHeader(access), payload });

  it(`a demoted administrator's next request on the other instance can't open Equipo (${TRIES} tries)`, async () => {
    const owner = await signedInTrainer(first, { email: 'duena@example.com' });
    const other = await joinedMember(first, owner.access, { email: 'otra@example.com', role: 'AD' });
    const times: number[] = [];
    for (let n = 0; n < TRIES; n += 1) {
      // Cached as an administrator on the second instance…
      expect((await teamMembers(second, other.access)).statusCode).toBe(200);
      const started = Date.now();
      expect((await patchMember(owner.access, other.id, { role: 'CO' })).statusCode).toBe(200);
      await answeredWithin(() => teamMembers(second, other.access), 403);
      times.push(Date.now() - started);
      expect((await patchMember(owner.access, other.id, { role: 'AD' })).statusCode).toBe(200);
      await answeredWithin(() => teamMembers(second, other.access), 200);
    }
    reportP100('role change', times);
    expect(Math.max(...times)).toBeLessThan(WITHIN_MS);
  });

  it(`a deactivated member is refused by the other instance (${TRIES} tries)`, async () => {
    const owner = await signedInTrainer(first, { email: 'duena@example.com' });
    const member = await joinedMember(first, owner.access, { email: 'co@example.com', role: 'CO' });
    const times: number[] = [];
    for (let n = 0; n < TRIES; n += 1) {
      const tokens = n === 0 ? member : await login(first, member.credentials.email, member.credentials.password);
      expect((await getMe(second, tokens.access)).statusCode).toBe(200);
      const started = Date.now();
      expect((await patchMember(owner.access, member.id, { active: false })).statusCode).toBe(200);
      await answeredWithin(() => getMe(second, tokens.access), 401);
      times.push(Date.now() - started);
      expect((await patchMember(owner.access, member.id, { active: true })).statusCode).toBe(200);
    }
    reportP100('deactivation', times);
    expect(Math.max(...times)).toBeLessThan(WITHIN_MS);
  });
});

/** The figure the issue asks for (the slowest of the tries), in the run's output when REPORT_TIMES=1. */
function reportP100(what: string, times: number[]) {
  if (process.env.REPORT_TIMES === '1') process.stdout.write(`cross-instance ${what}: p100 ${Math.max(...times)} ms over ${times.length}\n`);
}
