import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { gyms, users } from '../db/schema';
import { S3Storage } from '../modules/storage/s3';
import { createTrainerWithGym } from '../modules/users/queries';
import { apiDir, repoRoot } from '../paths';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { describeChange, runAdmin } from './admin-command';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = 'cli@example.com';

/** runAdmin with its output captured. */
async function runInProcess(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { DATABASE_URL: '', ...env }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The real command, as `pnpm --filter @coach/api admin` runs it (tsx src/cli/admin.ts). */
function runCli(argv: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(apiDir, 'src', 'cli', 'admin.ts'), ...argv], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('admin command: arguments', () => {
  it.each([
    [[], 'Falta el comando.'],
    [['borrar', '--email', EMAIL], 'No existe el comando «borrar».'],
    [['trial', '--days', '3'], 'Falta --email <correo>.'],
    [['trial', '--email', EMAIL], '--days tiene que ser un número entero'],
    [['trial', '--email', EMAIL, '--days', 'tres'], '--days tiene que ser un número entero'],
    [['trial', '--email', EMAIL, '--days', '1.5'], '--days tiene que ser un número entero'],
    [['paid', '--email', EMAIL, '--days', '3'], 'El comando paid no usa --days.'],
    [['paid', '--email'], 'Falta el valor de --email.'],
  ])('refuses %j with exit code 2, the reason and the usage', async (argv, reason) => {
    const result = await runInProcess(argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(reason);
    expect(result.err).toContain('Uso:');
    expect(result.out).toBe('');
  });

  it('explains each outcome in Spanish', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    const base = { email: EMAIL, gymId: 1, gymName: 'Estudio CLI' };
    expect(describeChange({ ...base, trialEndsAt: new Date(now.getTime() + 5 * DAY_MS), remainingDays: 5 }, now)).toContain(
      'Listo: la prueba de «Estudio CLI» (cli@example.com) termina el 2026-03-07 12:00 UTC (quedan 5 días).',
    );
    expect(describeChange({ ...base, trialEndsAt: new Date(now.getTime() + DAY_MS), remainingDays: 1 }, now)).toContain('(queda 1 día)');
    expect(describeChange({ ...base, trialEndsAt: now, remainingDays: 0 }, now)).toContain('terminó el 2026-03-02 12:00 UTC');
    expect(describeChange({ ...base, trialEndsAt: null, remainingDays: null }, now)).toContain('quedó como negocio pago');
  });
});

describe('admin command on a PGlite DATA_DIR', () => {
  let dataDir: string;
  const pgdata = () => path.join(dataDir, 'pgdata');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-admin-cli-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: pgdata() });
    try {
      await database.migrate();
      const now = new Date();
      await createTrainerWithGym(database.db, {
        firstName: 'Carla',
        lastName: 'Línea',
        email: EMAIL,
        phone: null,
        passwordHash: 'not-used-here',
        originCode: null,
        gymName: 'Estudio CLI',
        trialEndsAt: new Date(now.getTime() + 30 * DAY_MS),
        now,
      });
    } finally {
      await database.close();
    }
  });

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function trialEnd(): Promise<Date | null | undefined> {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgdata() });
    try {
      const [row] = await database.db
        .select({ trialEndsAt: gyms.trialEndsAt })
        .from(users)
        .innerJoin(gyms, eq(gyms.id, users.gymId))
        .where(eq(users.email, EMAIL));
      return row?.trialEndsAt;
    } finally {
      await database.close();
    }
  }

  it('says so when there is no database yet', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'coach-admin-empty-'));
    try {
      const result = await runInProcess(['paid', '--email', EMAIL], { DATA_DIR: empty });
      expect(result.code).toBe(1);
      expect(result.err).toContain('No hay una base de datos en');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('exits 1 naming an email nobody has', async () => {
    const result = await runInProcess(['trial', '--email', 'nadie@example.com', '--days', '3'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.err).toContain('No hay ningún usuario con el correo nadie@example.com');
  });

  it('as a process: sets the trial, prints what it did and exits 0 (a negative --days works)', async () => {
    const before = Date.now();
    const result = await runCli(['trial', '--email', EMAIL.toUpperCase(), '--days', '-2'], dataDir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Listo: la prueba de «Estudio CLI» (cli@example.com) terminó el');
    const endsAt = (await trialEnd())?.getTime() ?? 0;
    expect(endsAt).toBeGreaterThanOrEqual(before - 2 * DAY_MS);
    expect(endsAt).toBeLessThanOrEqual(Date.now() - 2 * DAY_MS);
  });

  it('as a process: refuses clearly, without a stack trace, while the server holds the database', async () => {
    const before = await trialEnd();
    // This test process plays the running server.
    const server = await openDatabase({ kind: 'pglite', dataDir: pgdata() });
    try {
      const result = await runCli(['paid', '--email', EMAIL], dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`está abierta por otro proceso (pid ${process.pid})`);
      expect(result.stderr).toContain('Detené el servidor');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout).toBe('');
    } finally {
      await server.close();
    }
    expect(await trialEnd()).toEqual(before);
  });
});

describe('admin storage migrate (a local store into a bucket)', () => {
  let s3: TestS3Server;
  let uploadsDir: string;
  const photo = 'avatars/11111111-2222-4333-8444-555555555555.png';
  const video = 'library/1/videos/11111111-2222-4333-8444-666666666666.mp4';
  // Over one 5 MB part: copied as a multipart upload.
  const videoBytes = Buffer.alloc(6 * 1024 * 1024 + 3, 9);

  beforeAll(async () => {
    s3 = await startTestS3Server();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'coach-migrate-'));
    for (const [key, bytes] of [
      [photo, Buffer.from('png bytes')],
      [video, videoBytes],
      ['library/1/videos/x.mp4.abc123.partial', Buffer.from('half')],
      ['notas.txt', Buffer.from('hola')],
    ] as const) {
      mkdirSync(path.dirname(path.join(uploadsDir, key)), { recursive: true });
      writeFileSync(path.join(uploadsDir, key), bytes);
    }
  });
  afterAll(async () => {
    await s3?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('copies every file of the app, reports the counts, and copies nothing the second time', async () => {
    const env = { UPLOADS_DIR: uploadsDir, ...s3.env } as NodeJS.ProcessEnv;
    const first = await runInProcess(['storage', 'migrate'], env);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toContain(`de ${uploadsDir} al bucket «coach-test»`);
    expect(first.out).toContain('Copiados: 2 archivos (6 MB).');
    expect(first.out).toContain('Ya estaban en el bucket: 0.');
    expect(first.out).toContain('Sin copiar, porque no son archivos de la app: 2 (library/1/videos/x.mp4.abc123.partial, notas.txt).');

    const bucket = new S3Storage(s3.config);
    try {
      const keys: string[] = [];
      for await (const { key } of bucket.list()) keys.push(key);
      expect(keys.sort()).toEqual([photo, video]);
      expect((await buffer((await bucket.open(video))!.stream)).equals(videoBytes)).toBe(true);
      expect(await bucket.open(photo)).toMatchObject({ contentType: 'image/png', size: 9 });
    } finally {
      bucket.close();
    }
    expect(s3.pendingUploads()).toEqual([]);

    const again = await runInProcess(['storage', 'migrate'], env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('Copiados: 0 archivos (0 MB).');
    expect(again.out).toContain('Ya estaban en el bucket: 2.');
  });

  it('says what is missing: no bucket configured, or a bucket that does not exist', async () => {
    const none = await runInProcess(['storage', 'migrate'], { UPLOADS_DIR: uploadsDir });
    expect(none.code).toBe(1);
    expect(none.err).toMatch(/^Falta S3_BUCKET/);
    const missing = await runInProcess(['storage', 'migrate'], { UPLOADS_DIR: uploadsDir, ...s3.env, S3_BUCKET: 'no-existe' } as NodeJS.ProcessEnv);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^No se puede usar el bucket: the bucket "no-existe" at .* does not exist/);
    expect(await runInProcess(['storage', 'copy'])).toMatchObject({ code: 2, err: expect.stringContaining('No existe el comando «storage copy»') });
  });
});
