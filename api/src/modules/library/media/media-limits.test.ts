import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiMessages, libraryMessages, type Exercise } from '@coach/shared/contracts';
import { insertExercise, sampleImage, trainerOfGym, uploadRequest } from '../../../test/library-media';
import { setupApiTests, testStores } from '../../../test/test-app';
import { tinyMp4 } from '../../../test/videos';

/** The limits come from the config (LIBRARY_VIDEO_MAX_MB, LIBRARY_IMAGE_MAX_MB), and the refusal says them. */
describe.each(testStores)('with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store, env: { LIBRARY_VIDEO_MAX_MB: '1', LIBRARY_IMAGE_MAX_MB: '1' } });
  const MB = 1024 * 1024;

  /** Every file in the store, partial ones (and a bucket's pending multipart uploads) included. */
  const everyFile = () => ctx.storedKeys();

  async function ownExercise() {
    const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
    const exercise = await insertExercise(ctx.app, trainer.gymId);
    return { trainer, url: (slot: string) => `/api/v1/exercises/${exercise.id}/${slot}` };
  }

  it('a video over the limit is refused with 413 and the limit in MB, and leaves no file, not even a partial one', async () => {
    const { trainer, url } = await ownExercise();
    const before = await everyFile();
    for (const size of [MB + 1, 3 * MB]) {
      const video = Buffer.concat([tinyMp4(), Buffer.alloc(size - tinyMp4().length)]);
      const response = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, video, 'clip.mp4', 'video/mp4'));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.videoTooLarge(1) });
      expect(response.json().message).toBe('El video supera los 1 MB');
    }
    expect(await everyFile()).toEqual(before);

    const exactly = Buffer.concat([tinyMp4(), Buffer.alloc(MB - tinyMp4().length)]);
    const accepted = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, exactly, 'clip.mp4', 'video/mp4'));
    expect(accepted.statusCode).toBe(200);
    const key = accepted.json<Exercise>().video!.url.split('/').slice(4).join('/');
    expect(await everyFile()).toEqual([...before, key].sort());
    expect(path.basename(key)).toMatch(/^[0-9a-f-]{36}\.mp4$/);
  });

  it('an image over the limit is refused with 413 and the limit in MB, and leaves no file', async () => {
    const { trainer, url } = await ownExercise();
    const before = await everyFile();
    const png = await sampleImage('png', 32, 32);
    const padded = Buffer.concat([png, Buffer.alloc(MB + 1 - png.length)]);
    const response = await ctx.app.inject(uploadRequest(url('image'), trainer.headers, padded, 'foto.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.imageTooLarge(1) });
    expect(await everyFile()).toEqual(before);
  });

  it('on a real connection, a video over the limit gets its 413 while it is still being sent, and the server stays up', async () => {
    const { trainer, url } = await ownExercise();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const before = await everyFile();
    const form = new FormData();
    form.append('file', new Blob([tinyMp4(), Buffer.alloc(8 * MB)], { type: 'video/mp4' }), 'clip.mp4');
    // The rest of the body is read and dropped, so the client reads the answer (not a reset connection).
    const response = await fetch(`http://127.0.0.1:${port}${url('video')}`, { method: 'PUT', headers: trainer.headers, body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.videoTooLarge(1) });
    expect(await everyFile()).toEqual(before);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});

/**
 * Videos of several 5 MB parts: on a bucket they go up as a multipart upload, whose parts S3 keeps
 * (and bills) until the upload is completed or aborted. A refused or cut video must abort it.
 */
describe.each(testStores)('a video of several parts, with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store, env: { LIBRARY_VIDEO_MAX_MB: '12' } });
  const MB = 1024 * 1024;
  const video = (bytes: number) => Buffer.concat([tinyMp4(), Buffer.alloc(bytes - tinyMp4().length, 7)]);

  async function ownExercise() {
    const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
    const exercise = await insertExercise(ctx.app, trainer.gymId);
    return { trainer, url: `/api/v1/exercises/${exercise.id}/video` };
  }

  it('is stored whole when within the limit, and refused past it with nothing kept', async () => {
    const { trainer, url } = await ownExercise();
    const before = await ctx.storedKeys();
    const refused = await ctx.app.inject(uploadRequest(url, trainer.headers, video(12 * MB + 1), 'clip.mp4', 'video/mp4'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.videoTooLarge(12) });
    expect(await ctx.storedKeys()).toEqual(before);

    const bytes = video(11 * MB);
    const accepted = await ctx.app.inject(uploadRequest(url, trainer.headers, bytes, 'clip.mp4', 'video/mp4'));
    expect(accepted.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: accepted.json<Exercise>().video!.url, headers: { range: `bytes=${10 * MB}-` } });
    expect(served.statusCode).toBe(206);
    expect(served.rawPayload.equals(bytes.subarray(10 * MB))).toBe(true);
  });

  it('still arriving when the server shuts down: a clear 503 at once, the connection closed, nothing kept', async () => {
    const { trainer, url } = await ownExercise();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const before = await ctx.storedKeys();
    const { payload, headers } = uploadRequest(url, trainer.headers, video(11 * MB), 'clip.mp4', 'video/mp4');
    const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path: url, headers: { ...headers, 'content-length': payload.length } });
    request.on('error', () => undefined);
    const answer = new Promise<{ status?: number; connection?: string; body: string }>((resolve) =>
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }));
      }),
    );
    await new Promise<void>((resolve) => request.write(payload.subarray(0, 7 * MB), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    ctx.app.shutdown.begin();
    const { status, connection, body } = await answer;
    request.destroy();
    expect([status, connection, JSON.parse(body)]).toEqual([503, 'close', { code: 'SERVICE_UNAVAILABLE', message: apiMessages.uploadInterrupted }]);
    let after = await ctx.storedKeys();
    for (let waited = 0; waited < 5000 && after.join() !== before.join(); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await ctx.storedKeys();
    }
    expect(after).toEqual(before);
  });

  it('cut off by the client half way (a real connection) leaves nothing, not even pending parts', async () => {
    const { trainer, url } = await ownExercise();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const before = await ctx.storedKeys();
    const { payload, headers } = uploadRequest(url, trainer.headers, video(11 * MB), 'clip.mp4', 'video/mp4');
    const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path: url, headers: { ...headers, 'content-length': payload.length } });
    request.on('error', () => undefined);
    // 8 MB: past the first 5 MB part, which is in the store by then.
    await new Promise<void>((resolve) => request.write(payload.subarray(0, 8 * MB), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.destroy();
    let after = await ctx.storedKeys();
    for (let waited = 0; waited < 5000 && after.join() !== before.join(); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await ctx.storedKeys();
    }
    expect(after).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
