import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiMessages } from '@coach/shared/contracts';
import pg from 'pg';
import {
  hasPostgres,
  healthIs,
  Postgres,
  request,
  signIn,
  sleep,
  startApi,
  stopApi,
  summary,
  waitFor,
  WriterLoop,
  type Answer,
  type ApiProcess,
} from './harness';

/**
 * The API against a PostgreSQL that stops, crashes and freezes under load, with a real server
 * process and real HTTP: no acknowledged write is lost, no request answers 500 or hangs for the
 * length of the fault, health says 503 meanwhile, and the same process serves again within 5 s of
 * PostgreSQL being back. Then SIGTERM with keep-alive clients and a request in flight.
 */
const describeWithPostgres = hasPostgres() ? describe : describe.skip;

const PORT = Number(process.env.RELIABILITY_PG_PORT ?? 55479);
/** The bounds: "within a few seconds" for a 503, "within 5 s" to recover. */
const FAULT_ANSWER_MS = 5000;
const RECOVERY_MS = 5000;
/** No request may take this long during a fault (the longest database wait is statement timeout + 1 s). */
const HANG_MS = 10_000;

describeWithPostgres('API on PostgreSQL: faults of the database', () => {
  const postgres = new Postgres(PORT);
  let api: ApiProcess | undefined;
  // The API's DATA_DIR (its generated JWT secret); the data itself is in PostgreSQL.
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-reliability-api-'));
    await postgres.create();
  });

  afterEach(async () => {
    postgres.thaw();
    await stopApi(api);
    api = undefined;
  });

  afterAll(async () => {
    await postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startOnPostgres = () => startApi({ DATABASE_URL: postgres.url, DATA_DIR: dataDir });

  /** What a refused request must look like: a Spanish 503 with Retry-After, in the API's shape. */
  function expectRefusedProperly(answers: Answer[]) {
    const wrong = answers.filter((answer) => answer.status !== 201 && answer.status !== 200 && answer.status !== 503);
    expect({ wrong: wrong.slice(0, 5), all: summary(answers) }).toEqual({ wrong: [], all: expect.anything() });
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }

  async function readBack(ids: number[]) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>('select id from clients where id = any($1::int[])', [ids]);
      return new Set(rows.map((row) => row.id));
    } finally {
      await client.end();
    }
  }

  it('a stop and a crash under a writer loop: 503 while down, back within 5 s, 0 acknowledged writes lost', async () => {
    api = await startOnPostgres();
    const { base } = api;
    const token = await signIn(base);
    const writers = new WriterLoop(base, token, 4);
    const figures: Record<string, number> = {};
    try {
      await sleep(1500);
      for (const mode of ['fast', 'immediate'] as const) {
        await postgres.down(mode);
        const downAt = Date.now();
        figures[`${mode}: health 503 after ms`] = await waitFor('health 503 while PostgreSQL is down', healthIs(base, 503), FAULT_ANSWER_MS);
        const refused = await request(base, 'POST', '/api/v1/clients', { token, body: { firstName: 'Caída', lastName: mode } });
        expect(refused.status).toBe(503);
        expect(refused.ms).toBeLessThan(FAULT_ANSWER_MS);
        await sleep(Math.max(0, 2500 - (Date.now() - downAt)));

        await postgres.up();
        const upAt = Date.now();
        figures[`${mode}: health 200 after ms`] = await waitFor('health 200 once PostgreSQL is back', healthIs(base, 200), RECOVERY_MS);
        figures[`${mode}: first acknowledged write after ms`] = await waitFor(
          'a write acknowledged once PostgreSQL is back',
          async () => writers.acknowledgedSince(upAt) > 0,
          RECOVERY_MS,
          50,
        );
        await sleep(1500);
      }
    } finally {
      await writers.stop();
    }

    expect(api.child.exitCode).toBeNull();
    expectRefusedProperly(writers.answers);
    expect(Math.max(...writers.answers.map((answer) => answer.ms))).toBeLessThan(HANG_MS);
    expect(writers.answers.some((answer) => answer.status === 503)).toBe(true);

    const acknowledged = writers.acknowledged;
    expect(acknowledged.length).toBeGreaterThan(50);
    const found = await readBack(acknowledged);
    const lost = acknowledged.filter((id) => !found.has(id));
    process.stdout.write(`restart: ${JSON.stringify({ ...figures, acknowledged: acknowledged.length, lost: lost.length, answers: summary(writers.answers) })}\n`);
    expect(lost).toEqual([]);
  });

  it('a stall (PostgreSQL frozen 15 s): health 503 and requests 503 within seconds, none hangs, back within 5 s', async () => {
    api = await startOnPostgres();
    const { base } = api;
    const token = await signIn(base);
    const writers = new WriterLoop(base, token, 3);
    const reads: Answer[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        reads.push(await request(base, 'GET', '/api/v1/clients?pageSize=5', { token }));
        await sleep(100);
      }
    })();
    const figures: Record<string, number> = {};
    try {
      await sleep(1500);
      postgres.freeze();
      const frozenAt = Date.now();
      figures['health 503 after ms'] = await waitFor('health 503 while PostgreSQL is frozen', healthIs(base, 503), FAULT_ANSWER_MS);
      const refused = await request(base, 'POST', '/api/v1/clients', { token, body: { firstName: 'Congelada', lastName: 'Base' } });
      figures['a write answered after ms'] = refused.ms;
      expect(refused.status).toBe(503);
      await sleep(Math.max(0, 15_000 - (Date.now() - frozenAt)));

      postgres.thaw();
      const thawedAt = Date.now();
      figures['health 200 after ms'] = await waitFor('health 200 once PostgreSQL answers again', healthIs(base, 200), RECOVERY_MS);
      figures['first acknowledged write after ms'] = await waitFor(
        'a write acknowledged once PostgreSQL answers again',
        async () => writers.acknowledgedSince(thawedAt) > 0,
        RECOVERY_MS,
        50,
      );
      await sleep(1000);
    } finally {
      reading = false;
      await writers.stop();
      await reader;
    }

    const all = [...writers.answers, ...reads];
    figures['slowest request ms'] = Math.max(...all.map((answer) => answer.ms));
    process.stdout.write(`stall: ${JSON.stringify({ ...figures, writes: summary(writers.answers), reads: summary(reads) })}\n`);
    expect(api.child.exitCode).toBeNull();
    expectRefusedProperly(all);
    expect(figures['slowest request ms']).toBeLessThan(HANG_MS);
    expect(all.some((answer) => answer.status === 503)).toBe(true);
    const found = await readBack(writers.acknowledged);
    expect(writers.acknowledged.filter((id) => !found.has(id))).toEqual([]);
  });

  it('SIGTERM with keep-alive clients: stops accepting, finishes the request in flight, exits 0 within seconds', async () => {
    api = await startOnPostgres();
    const { base } = api;
    const token = await signIn(base);
    const port = Number(new URL(base).port);

    // Three keep-alive connections left idle after a request each.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
    const idleClosed: Promise<void>[] = [];
    await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<void>((resolve, reject) => {
            const req = http.get(`${base}/api/health`, { agent }, (res) => {
              idleClosed.push(new Promise((closed) => req.socket?.once('close', () => closed())));
              res.resume().on('end', () => resolve());
            });
            req.on('error', reject);
          }),
      ),
    );

    // A write in flight: its body arrives in two parts, the second after SIGTERM.
    const body = JSON.stringify({ firstName: 'En vuelo', lastName: 'Durante el cierre' });
    const inFlight = net.connect(port, '127.0.0.1');
    let raw = '';
    inFlight.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    const inFlightClosed = new Promise<void>((resolve) => inFlight.on('close', () => resolve()));
    await new Promise<void>((resolve) => inFlight.once('connect', () => resolve()));
    inFlight.write(
      `POST /api/v1/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n` +
        body.slice(0, 10),
    );
    await sleep(300);

    const signalAt = Date.now();
    api.child.kill('SIGTERM');
    await Promise.race([Promise.all(idleClosed), sleep(2000).then(() => Promise.reject(new Error('idle keep-alive connections still open 2 s after SIGTERM')))]);
    // No new connection is accepted.
    const refused = await request(base, 'GET', '/api/health', { limitMs: 2000 });
    expect(refused.status).toBe(0);
    inFlight.write(body.slice(10));
    await inFlightClosed;
    const { code, at } = await api.exited;
    agent.destroy();

    const exitMs = at - signalAt;
    process.stdout.write(`sigterm: ${JSON.stringify({ exitCode: code, exitMs })}\n`);
    expect(raw).toMatch(/^HTTP\/1\.1 201 /);
    expect(code).toBe(0);
    // The grace limit is 10 s; a clean drain takes well under it.
    expect(exitMs).toBeLessThan(5000);
    expect(api.output()).toMatch(/"msg":"shut down"/);
    const created = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { id: number };
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from clients where id = $1', [created.id]);
      expect(rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });
});
