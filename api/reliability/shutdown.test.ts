import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiMessages } from '@coach/shared/contracts';
import { tinyMp4 } from '../src/test/videos';
import { request, signIn, sleep, startApi, stopApi, summary, WriterLoop, type Answer, type ApiProcess } from './harness';

const MB = 1024 * 1024;

/** Every file under a folder (partial ones included). */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * A video upload that is still being sent: the multipart body is declared whole (Content-Length) and
 * written slowly, as a phone on a slow uplink sends it. Resolves with the answer the server gives,
 * whenever it gives it (Node's client reads the answer while it is still sending).
 */
function slowVideoUpload(base: string, url: string, token: string) {
  const boundary = '----coach-shutdown-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const videoBytes = 150 * MB;
  const total = head.length + videoBytes + tail.length;
  const { hostname, port } = new URL(base);
  let sent = 0;
  let stopped = false;
  const answer = new Promise<{ status: number; body: unknown; at: number }>((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method: 'PUT',
      path: url,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': total },
    });
    req.on('response', (response) => {
      stopped = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null'), at: Date.now() }));
      response.on('error', reject);
    });
    req.on('error', (error) => reject(error));
    req.write(head);
    req.write(tinyMp4());
    sent = tinyMp4().length;
    const chunk = Buffer.alloc(64 * 1024, 7);
    const timer = setInterval(() => {
      if (stopped || sent + chunk.length > videoBytes) {
        clearInterval(timer);
        return;
      }
      req.write(chunk);
      sent += chunk.length;
    }, 20);
  });
  return { answer, sentBytes: () => sent };
}

/**
 * SIGTERM while a long upload arrives and writers keep writing (issue 27 §2, "Shutdown within 5 s"):
 * the instance refuses new work at once (readiness 503, so a balancer drains it) but answers what it
 * receives, ends the upload with a clear error instead of cutting it, and exits 0 within 5 s.
 */
describe('SIGTERM during a long upload and a write load', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-reliability-shutdown-'));
  });
  afterAll(async () => {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 to new requests at once, ends the upload with a clear 503, and exits 0 within 5 s', async () => {
    api = await startApi({ DATA_DIR: dataDir });
    const token = await signIn(api.base);
    const created = await request(api.base, 'POST', '/api/v1/exercises', { token, body: { name: 'Sentadilla con video', instructions: 'Despacio.' } });
    expect(created.status).toBe(201);
    const exerciseId = (created.body as { id: number }).id;

    const upload = slowVideoUpload(api.base, `/api/v1/exercises/${exerciseId}/video`, token);
    const writers = new WriterLoop(api.base, token, 2);
    // Well into the upload (several MB stored) and the writes.
    while (upload.sentBytes() < 4 * MB) await sleep(50);

    const signalAt = Date.now();
    api.child.kill('SIGTERM');
    await sleep(50);
    // Right after the signal: answered (not reset, not refused), and refused as work.
    const readiness = await request(api.base, 'GET', '/api/health', { limitMs: 2000 });
    const late = await request(api.base, 'POST', '/api/v1/clients', { token, body: { firstName: 'Llega', lastName: 'Tarde' }, limitMs: 2000 });

    const uploadAnswer = await upload.answer;
    const { code, at } = await api.exited;
    await writers.stop();
    const figures = {
      exitCode: code,
      exitMs: at - signalAt,
      uploadAnsweredMs: uploadAnswer.at - signalAt,
      uploadSentMb: Math.round(upload.sentBytes() / MB),
      readiness: readiness.status,
      late: late.status,
      writes: summary(writers.answers),
    };
    process.stdout.write(`sigterm during an upload: ${JSON.stringify(figures)}\n`);

    expect([readiness.status, (readiness.body as { code?: string }).code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect([late.status, late.body]).toEqual([503, { code: 'SERVICE_UNAVAILABLE', message: apiMessages.unavailable }]);
    expect(uploadAnswer.status).toBe(503);
    expect(uploadAnswer.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.uploadInterrupted });
    expect(uploadAnswer.at - signalAt).toBeLessThan(1000);
    expect(code).toBe(0);
    expect(at - signalAt).toBeLessThan(5000);
    // Every write was answered 201 or refused 503; none cut (0) before the listener closed, none 500.
    const unexpected = writers.answers.filter((answer: Answer) => ![201, 503].includes(answer.status) && answer.startedAt < signalAt + 500);
    expect(unexpected).toEqual([]);
    expect(writers.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    // Nothing of the cut video was kept, not even a partial file.
    expect(filesUnder(path.join(dataDir, 'uploads', 'library'))).toEqual([]);
  });
});
