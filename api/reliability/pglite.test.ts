import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, signIn, sleep, startApi, stopApi, summary, waitFor, WriterLoop, type ApiProcess } from './harness';

/**
 * The API on its embedded PGlite, as a real process on one data directory: SIGTERM drains and exits
 * 0, and a write answered 2xx survives `kill -9` of the server. (A new PGlite directory takes many
 * seconds to create and seed, so both tests use the same one, in this order.)
 */
describe('API on PGlite: the process is asked to stop, or ends abruptly', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;
  /** Every write answered 201 so far, by any of the processes on this directory. */
  const acknowledged: number[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-reliability-pglite-'));
  });

  afterEach(async () => {
    await stopApi(api);
    api = undefined;
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function missingOf(base: string, ids: number[]) {
    const token = await signIn(base);
    const missing: number[] = [];
    for (let start = 0; start < ids.length; start += 20) {
      const batch = ids.slice(start, start + 20);
      const answers = await Promise.all(batch.map((id) => request(base, 'GET', `/api/v1/clients/${id}`, { token })));
      answers.forEach((answer, index) => {
        if (answer.status !== 200) missing.push(batch[index]!);
      });
    }
    return missing;
  }

  it('SIGTERM during writes: exits 0 within seconds, no 500 on the way out', async () => {
    api = await startApi({ DATA_DIR: dataDir });
    const writers = new WriterLoop(api.base, await signIn(api.base), 2);
    await sleep(500);
    const signalAt = Date.now();
    api.child.kill('SIGTERM');
    const { code, at } = await api.exited;
    await writers.stop();
    acknowledged.push(...writers.acknowledged);
    process.stdout.write(`pglite sigterm: ${JSON.stringify({ exitCode: code, exitMs: at - signalAt, answers: summary(writers.answers) })}\n`);
    expect(code).toBe(0);
    // The grace limit is 10 s; a clean drain takes well under it.
    expect(at - signalAt).toBeLessThan(5000);
    expect(api.output()).toMatch(/"msg":"shut down"/);
    // Each write was answered 201, refused 503 while closing, or found no server (0).
    expect(writers.answers.filter((answer) => ![0, 201, 503].includes(answer.status))).toEqual([]);
    expect(writers.acknowledged.length).toBeGreaterThan(0);
  });

  it('kill -9 during a writer loop: every write answered 201 is there after a restart', async () => {
    api = await startApi({ DATA_DIR: dataDir });
    // What the SIGTERM test acknowledged survived its clean close.
    expect(await missingOf(api.base, acknowledged)).toEqual([]);
    const writers = new WriterLoop(api.base, await signIn(api.base), 4);
    await waitFor('200 acknowledged writes', async () => writers.acknowledged.length >= 200, 60_000, 50);
    // Writes are in flight at this moment: only the ones already answered count.
    api.child.kill('SIGKILL');
    await api.exited;
    await writers.stop();
    acknowledged.push(...writers.acknowledged);

    api = await startApi({ DATA_DIR: dataDir });
    const missing = await missingOf(api.base, writers.acknowledged);
    process.stdout.write(
      `pglite kill -9: ${JSON.stringify({ acknowledged: writers.acknowledged.length, lost: missing.length, answers: summary(writers.answers) })}\n`,
    );
    expect(missing).toEqual([]);
  });
});
