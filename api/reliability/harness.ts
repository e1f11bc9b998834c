import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CREDENTIALS } from '../src/seed';

/**
 * The reliability suite's pieces: a PostgreSQL of its own that can be stopped, crashed, frozen and
 * started again on the same data, the API as a real process (`node --import tsx src/server.ts`, the
 * source as it is now), and plain HTTP against it.
 */

const apiDir = path.resolve(__dirname, '..');
const pgScript = path.join(apiDir, 'scripts/pg-throwaway.sh');
const run = promisify(execFile);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** As scripts/test-all.mjs decides: installed, and not turned off with SKIP_POSTGRES=1. */
export const hasPostgres = () => process.env.SKIP_POSTGRES !== '1' && (Boolean(process.env.PG_BIN) || existsSync('/usr/lib/postgresql'));

/** A throwaway PostgreSQL with its durability settings on (fsync, synchronous commit): what is committed survives a crash. */
export class Postgres {
  readonly dataDir: string;
  private readonly env: NodeJS.ProcessEnv;

  constructor(readonly port: number) {
    this.dataDir = `/tmp/coach-pg-throwaway-${port}`;
    this.env = { ...process.env, PG_PORT: String(port), PG_DURABLE: '1' };
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private async script(...args: string[]) {
    await run('bash', [pgScript, ...args], { env: this.env });
  }

  /** A new, empty server (whatever was on this port's data directory is removed). */
  async create() {
    await this.script('stop');
    await this.script('start');
  }

  /** fast: PostgreSQL ends every session and shuts down cleanly; immediate: as if it crashed. */
  down(mode: 'fast' | 'immediate' = 'fast') {
    return this.script('down', mode);
  }

  /** Starts again on the same data (after `immediate`, PostgreSQL replays its WAL first). */
  up() {
    return this.script('up');
  }

  destroy() {
    return this.script('stop');
  }

  /** The postmaster and every process it started (backends, checkpointer, WAL writer...). */
  private processes(): number[] {
    const postmaster = Number.parseInt(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // /proc/<pid>/stat: "pid (name) state ppid ...", the name may hold spaces.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }

  /** Freezes the whole server (SIGSTOP): connections stay open and nothing answers, as in a stall. */
  freeze() {
    const [postmaster, ...children] = this.processes();
    // The postmaster first, so it starts no process that would escape the freeze.
    process.kill(postmaster!, 'SIGSTOP');
    for (const pid of children) process.kill(pid, 'SIGSTOP');
    this.frozen = [postmaster!, ...children];
  }

  private frozen: number[] = [];

  thaw() {
    for (const pid of this.frozen.splice(0).reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone meanwhile
      }
    }
  }
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Everything it wrote (stdout and stderr), for assertions and for a failing test's message. */
  output(): string;
}

/** The kernel's range for outgoing connections' local ports (32768–60999 unless configured). */
function ephemeralRange(): [number, number] {
  try {
    const [low = 0, high = 0] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range.
  }
  return [49152, 65535];
}

function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free now that a process started later can still bind. A port from listen(0) is taken from the
 * kernel's ephemeral range, where any outgoing connection (the writers, haproxy's checks) may take it
 * before the server binds (EADDRINUSE): the port is chosen below that range, where only listeners go.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = 20000;
  const ceiling = Math.max(floor + 1000, low);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = floor + Math.floor(Math.random() * (ceiling - floor));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

/** Starts the API and waits for its banner (migrations done, listening); on env.PORT if given, else a free port. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      JWT_SECRET: 'reliability-suite-secret-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within 60 s:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (output.includes('Coach está listo')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with code ${code} while starting:\n${output}`));
    });
  });
  await ready;
  return { base: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

export async function stopApi(api: ApiProcess | undefined) {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGKILL');
  await api.exited;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
  startedAt: number;
}

/** One request; a request that never answers is cut at `limitMs` and reported as status 0. */
export async function request(base: string, method: string, url: string, options: { token?: string; body?: unknown; limitMs?: number } = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.limitMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, headers: response.headers, body, ms: Date.now() - startedAt, startedAt };
  } catch (error) {
    // fetch says only "fetch failed"; the cause says how (refused, reset, closed without an answer).
    const { cause } = error as { cause?: unknown };
    const how = cause ? `: ${String(cause)}` : '';
    return { status: 0, headers: new Headers(), body: `${String(error)}${how}`, ms: Date.now() - startedAt, startedAt };
  }
}

export async function signIn(base: string): Promise<string> {
  const answer = await request(base, 'POST', '/auth/web/login', {
    body: { username: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { access: string }).access;
}

/** Polls until `check` holds; resolves with the milliseconds it took, or rejects after `limitMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, limitMs: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

export const healthIs = (base: string, status: number) => async () => (await request(base, 'GET', '/api/health', { limitMs: 5000 })).status === status;

/**
 * Writers creating clients in a loop, as many trainers saving at once, and what each write was
 * answered. Only a 201 counts as acknowledged: its id must be readable afterwards.
 */
export class WriterLoop {
  readonly acknowledged: number[] = [];
  readonly answers: Answer[] = [];
  private running = true;
  private loops: Promise<void>[] = [];
  private sequence = 0;

  constructor(
    private readonly base: string,
    private readonly token: string,
    writers: number,
  ) {
    for (let writer = 0; writer < writers; writer++) this.loops.push(this.loop(writer));
  }

  private async loop(writer: number) {
    while (this.running) {
      const answer = await request(this.base, 'POST', '/api/v1/clients', {
        token: this.token,
        body: { firstName: `Escritor ${writer}`, lastName: `Alta ${this.sequence++}` },
      });
      this.answers.push(answer);
      if (answer.status === 201) this.acknowledged.push((answer.body as { id: number }).id);
      // Refused writes come back in milliseconds: do not spin on them.
      else await sleep(50);
    }
  }

  /** Acknowledged writes that started at or after `since`. */
  acknowledgedSince(since: number) {
    return this.answers.filter((answer) => answer.status === 201 && answer.startedAt >= since).length;
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** A compact account of the answers (status and code → count, slowest), for assertions' messages. */
export function summary(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const code = typeof answer.body === 'object' && answer.body !== null ? (answer.body as { code?: string }).code : undefined;
    const key = `${answer.status}${code ? ` ${code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts, slowestMs: Math.max(0, ...answers.map((answer) => answer.ms)) };
}
