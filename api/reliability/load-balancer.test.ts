import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openStream, type StreamReader } from '../src/modules/chats/chat-test-helpers';
import { images } from '../src/test/images';
import { startTestS3Server, type TestS3Server } from '../src/test/s3-server';
import {
  freePort,
  hasPostgres,
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
 * Several API instances behind a real load balancer (issue 27 §2): haproxy (Debian's package, installed
 * here if missing) in front of three API processes on one PostgreSQL and one S3-protocol server
 * (s3rver). Files, chats and ended sessions cross instances; an instance killed with SIGKILL under a
 * write load loses no acknowledged write and answers no 500; a rolling restart (SIGTERM one at a time,
 * a new process in its place) answers no 5xx. The figures (counts, delays, requests per second) are
 * printed for the record.
 */
const PG_PORT = Number(process.env.RELIABILITY_LB_PG_PORT ?? 55481);
const apiDir = path.resolve(__dirname, '..');

/** haproxy from Debian, installed as .ci/run installs Chromium: only as root, only when missing. */
function ensureHaproxy(): string | null {
  const find = () => {
    try {
      return execFileSync('bash', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  };
  const found = find();
  if (found || process.getuid?.() !== 0) return found;
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null'], {
    stdio: 'inherit',
    timeout: 300_000,
  });
  return find();
}

const haproxyBin = hasPostgres() ? ensureHaproxy() : null;
const describeWithBalancer = hasPostgres() && haproxyBin ? describe : describe.skip;

/** What every figure line starts with, so CI's log can be searched for them. */
const report = (line: string) => process.stdout.write(`[balanceador] ${line}\n`);

/**
 * The balancer's configuration. Health: GET /api/health every 200 ms, one failure takes a server out
 * (an instance that got SIGTERM answers it 503 at once), one success brings it back. Retries: a
 * request that could not be sent (connection refused: a dead instance before its check failed) or was
 * answered 503 (an instance draining after SIGTERM refuses before doing anything) goes to another
 * server. Not an empty answer: a write cut after it was sent may have been committed.
 */
function haproxyConfig(port: number, socket: string, slots: Array<{ name: string; port: number }>) {
  return `global
  log stdout format raw local0
  stats socket ${socket} mode 600 level admin
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  # Only what went wrong: a request answered 5xx or cut, a server going down or up.
  option dontlog-normal
  timeout connect 1s
  timeout client 60s
  # Longer than the chat streams' heartbeat (25 s): an idle stream is not cut.
  timeout server 60s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure 503

frontend api
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 200ms fall 1 rise 1
${slots.map((slot) => `  server ${slot.name} 127.0.0.1:${slot.port} check`).join('\n')}
`;
}

/** One command on haproxy's admin socket; its answer. */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

/** Each server's status as haproxy sees it (UP, DOWN, MAINT...). */
async function serverStates(socket: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand(socket, 'show stat');
  const [header, ...rows] = csv.split('\n').filter((line) => line.trim() !== '');
  const columns = header!.replace(/^# /, '').split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[0] === 'instances' && cells[name] !== 'BACKEND') states[cells[name]!] = cells[status]!;
  }
  return states;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describeWithBalancer('three API instances behind haproxy, one PostgreSQL, one S3 store', () => {
  const postgres = new Postgres(PG_PORT);
  let s3: TestS3Server;
  let haproxy: ChildProcess | undefined;
  let workDir: string;
  let socket: string;
  let lbBase: string;
  let token: string;
  /** Four slots: a, b, c start together; d is where the instance started after the kill goes. */
  const slots: Array<{ name: string; port: number; api?: ApiProcess }> = [];

  const envFor = (port: number): Record<string, string> => ({
    PORT: String(port),
    DATABASE_URL: postgres.url,
    // Each its own DATA_DIR (nothing of the data lives there with PostgreSQL and S3).
    DATA_DIR: mkdtempSync(path.join(workDir, 'data-')),
    RATE_LIMIT_AUTH_MAX: '10000',
    ...Object.fromEntries(Object.entries(s3.env).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  });
  const base = (name: string) => {
    const slot = slots.find((candidate) => candidate.name === name)!;
    return `http://127.0.0.1:${slot.port}`;
  };
  const startIn = async (name: string) => {
    const slot = slots.find((candidate) => candidate.name === name)!;
    slot.api = await startApi(envFor(slot.port));
    return slot.api;
  };
  const upInBalancer = (name: string, limitMs = 10_000) =>
    waitFor(`${name} UP in haproxy`, async () => (await serverStates(socket))[name] === 'UP', limitMs, 50);

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

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'coach-lb-'));
    socket = path.join(workDir, 'haproxy.sock');
    await postgres.create();
    s3 = await startTestS3Server('coach-lb');
    for (const name of ['a', 'b', 'c', 'd']) slots.push({ name, port: await freePort() });

    // Migrations on deploy: the three start at once on the empty database.
    const started = Date.now();
    await Promise.all(['a', 'b', 'c'].map((name) => startIn(name)));
    report(`tres instancias arrancadas a la vez sobre una base vacía en ${Date.now() - started} ms`);

    const lbPort = await freePort();
    lbBase = `http://127.0.0.1:${lbPort}`;
    const config = path.join(workDir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(lbPort, socket, slots));
    haproxy = spawn(haproxyBin!, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.on('data', (chunk: Buffer) => process.stdout.write(`[haproxy] ${chunk.toString()}`));
    haproxy.stderr!.on('data', (chunk: Buffer) => process.stdout.write(`[haproxy] ${chunk.toString()}`));
    await waitFor('haproxy listening', async () => (await request(lbBase, 'GET', '/api/health', { limitMs: 1000 })).status === 200, 10_000, 100);
    await Promise.all(['a', 'b', 'c'].map((name) => upInBalancer(name)));
    token = await signIn(lbBase);
  }, 180_000);

  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(slots.map((slot) => stopApi(slot.api)));
    await s3?.close();
    await postgres.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('the three instances started together applied each migration once, and one demo account', async () => {
    const journal = JSON.parse(readFileSync(path.join(apiDir, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const migrations = await client.query<{ total: number; distinct: number }>(
        'select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
      const demo = await client.query<{ total: number }>("select count(*)::int as total from users where email = 'demo@coach.app'");
      expect(demo.rows[0]!.total).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('a photo uploaded through one instance is served by the others (and through the balancer)', async () => {
    const form = new FormData();
    form.append('photo', new Blob([images.png], { type: 'image/png' }), 'foto.png');
    const uploaded = await fetch(`${base('a')}/api/v1/me/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: string };
    const served = await Promise.all(
      [base('b'), base('c'), lbBase].map(async (origin) => {
        const response = await fetch(`${origin}${image}`);
        return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()).toString('base64') };
      }),
    );
    for (const answer of served) expect(answer).toEqual({ status: 200, type: 'image/png', bytes: served[0]!.bytes });
    expect(served[0]!.bytes.length).toBeGreaterThan(0);
  });

  it('a chat message posted on one instance reaches a stream held by another', async () => {
    const clients = await request(base('a'), 'GET', '/api/v1/clients', { token });
    const clientId = (clients.body as { items: Array<{ id: number }> }).items[0]!.id;
    const streams: StreamReader[] = [];
    try {
      for (const name of ['b', 'c']) streams.push(await openStream(base(name), '/api/v1/chats/stream', token));
      await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')));
      const started = Date.now();
      const sent = await request(base('a'), 'POST', `/api/v1/chats/${clientId}/messages`, { token, body: { id: crypto.randomUUID(), text: 'Hola desde la instancia a' } });
      expect(sent.status).toBe(201);
      const received = await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'message', 2000)));
      for (const event of received) expect(event).toMatchObject({ event: 'message', data: { clientId, message: { text: 'Hola desde la instancia a' } } });
      report(`mensaje de chat publicado en a, recibido en los streams de b y c en ${Date.now() - started} ms`);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a session ended on one instance is refused by another within a second (p100 of 20 tries)', async () => {
    const delays: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const device = await signIn(base('a'));
      const other = await signIn(base('a'));
      // The second instance has the session in its cache, as a tab that keeps using it.
      expect((await request(base('b'), 'GET', '/api/v1/me', { token: other })).status).toBe(200);
      const revoked = await request(base('a'), 'POST', '/api/v1/me/sessions/revoke', { token: device });
      expect(revoked.status).toBe(204);
      const answeredAt = Date.now();
      let status = 200;
      while (status !== 401 && Date.now() - answeredAt < 5000) status = (await request(base('b'), 'GET', '/api/v1/me', { token: other })).status;
      delays.push(Date.now() - answeredAt);
      expect(status).toBe(401);
    }
    token = await signIn(lbBase);
    report(`revocación entre instancias (20 intentos, desde la respuesta de a hasta el primer 401 de b): p50 ${percentile(delays, 50)} ms, p100 ${Math.max(...delays)} ms`);
    expect(Math.max(...delays)).toBeLessThan(1000);
  });

  it('kill -9 of an instance under a write load: routed around, 0 acknowledged writes lost, no 500; a new instance joins', async () => {
    const writers = new WriterLoop(lbBase, token, 6);
    let killedAt: number;
    let markedDown: number;
    let joining: number;
    let joinedAfter: number;
    try {
      await sleep(1500);
      killedAt = Date.now();
      slots.find((slot) => slot.name === 'c')!.api!.child.kill('SIGKILL');
      markedDown = await waitFor('c DOWN in haproxy', async () => (await serverStates(socket)).c !== 'UP', 5000, 20);
      await sleep(1000);
      joining = Date.now();
      await startIn('d');
      joinedAfter = (await upInBalancer('d')) + (Date.now() - joining);
      await sleep(1000);
    } finally {
      await writers.stop();
    }

    const answers = writers.answers;
    const failed = answers.filter((answer) => answer.status !== 201);
    const lastFailure = Math.max(killedAt, ...failed.map((answer) => answer.startedAt + answer.ms));
    const present = await readBack(writers.acknowledged);
    const lost = writers.acknowledged.filter((id) => !present.has(id));
    const fiveXx = answers.filter((answer) => answer.status >= 500);
    // Requests the killed instance had taken and never answered: haproxy closes the client's
    // connection (a request sent on a reused connection that dies unanswered is closed, not 502, so
    // that a client may retry what is safe to retry). Not acknowledged, so not a lost write.
    const cut = answers.filter((answer) => answer.status === 0);
    report(
      `kill -9 bajo escritura (6 escritores): ${answers.length} pedidos, ${writers.acknowledged.length} altas confirmadas, ${lost.length} perdidas, ` +
        `${fiveXx.length} 5xx ${JSON.stringify(summary(fiveXx).counts)}, ${cut.length} en curso en la instancia muerta, cortados sin respuesta; ` +
        `haproxy la sacó a los ${markedDown} ms, último pedido fallido a los ${lastFailure - killedAt} ms del kill; ` +
        `la instancia nueva recibió tráfico ${joinedAfter} ms después de lanzarla`,
    );
    expect(lost).toEqual([]);
    expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
    // Everything else was answered: only what was on its way to the dead instance before haproxy took it out was cut.
    expect(failed.filter((answer) => answer.status !== 0 || answer.startedAt > killedAt + markedDown + 100)).toEqual([]);
    expect(writers.acknowledgedSince(joining)).toBeGreaterThan(0);
  });

  it('a rolling restart (SIGTERM one at a time, a new process in its place) answers no 5xx and loses nothing', async () => {
    const writers = new WriterLoop(lbBase, token, 6);
    // Readers too: what every open tab polls.
    const reads: Answer[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const answer = await request(lbBase, 'GET', '/api/v1/me/chats/unread_messages', { token });
        reads.push(answer);
        if (answer.status !== 200) await sleep(50);
      }
    })();
    const restarted: number[] = [];
    try {
      await sleep(1000);
      // Every instance running now (the one started after the kill included), one at a time.
      for (const slot of slots.filter((candidate) => candidate.api && candidate.api.child.exitCode === null && candidate.api.child.signalCode === null)) {
        const began = Date.now();
        slot.api!.child.kill('SIGTERM');
        const { code } = await slot.api!.exited;
        expect(code).toBe(0);
        await startIn(slot.name);
        await upInBalancer(slot.name);
        restarted.push(Date.now() - began);
      }
      await sleep(1000);
    } finally {
      reading = false;
      await Promise.all([writers.stop(), reader]);
    }

    const answers = [...writers.answers, ...reads];
    const present = await readBack(writers.acknowledged);
    const lost = writers.acknowledged.filter((id) => !present.has(id));
    const bad = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    report(
      `reinicio escalonado de ${restarted.length} instancias (${restarted.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}): ${answers.length} pedidos ` +
        `(${writers.acknowledged.length} altas confirmadas), ${bad.length} 5xx o cortes, ${lost.length} altas perdidas`,
    );
    expect({ bad: bad.slice(0, 5), all: summary(answers) }).toEqual({ bad: [], all: expect.anything() });
    expect(lost).toEqual([]);
  });

  it('requests per second: three instances vs one behind the balancer (reported, not asserted)', async () => {
    const measure = async () => {
      const result = await autocannon({
        url: `${lbBase}/api/v1/me/chats/unread_messages`,
        connections: 20,
        duration: 4,
        headers: { authorization: `Bearer ${token}` },
      });
      return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
    };
    const three = await measure();
    for (const name of ['b', 'd']) await haproxyCommand(socket, `disable server instances/${name}`);
    const one = await measure();
    for (const name of ['b', 'd']) await haproxyCommand(socket, `enable server instances/${name}`);
    report(
      `pedidos por segundo (GET /api/v1/me/chats/unread_messages, autocannon 20 conexiones, 4 s, ${os.cpus().length} núcleos): ` +
        `tres instancias ${three.rps}/s (p99 ${three.p99} ms), una ${one.rps}/s (p99 ${one.p99} ms)`,
    );
    expect([three.errors, one.errors]).toEqual([0, 0]);
  });
});
