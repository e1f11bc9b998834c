import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { libraryMessages, type Exercise } from '@coach/shared/contracts';
import { filesUnder, insertExercise, sampleImage, trainerOfGym, uploadRequest } from '../../../test/library-media';
import { setupApiTests } from '../../../test/test-app';
import { tinyMp4 } from '../../../test/videos';

/** The limits come from the config (LIBRARY_VIDEO_MAX_MB, LIBRARY_IMAGE_MAX_MB), and the refusal says them. */
const ctx = setupApiTests({ env: { LIBRARY_VIDEO_MAX_MB: '1', LIBRARY_IMAGE_MAX_MB: '1' } });
const MB = 1024 * 1024;

const everyFile = () => (existsSync(ctx.uploadsDir) ? filesUnder(ctx.uploadsDir) : []);

async function ownExercise() {
  const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
  const exercise = await insertExercise(ctx.app, trainer.gymId);
  return { trainer, url: (slot: string) => `/api/v1/exercises/${exercise.id}/${slot}` };
}

it('a video over the limit is refused with 413 and the limit in MB, and leaves no file, not even a partial one', async () => {
  const { trainer, url } = await ownExercise();
  const before = everyFile();
  for (const size of [MB + 1, 3 * MB]) {
    const video = Buffer.concat([tinyMp4(), Buffer.alloc(size - tinyMp4().length)]);
    const response = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, video, 'clip.mp4', 'video/mp4'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.videoTooLarge(1) });
    expect(response.json().message).toBe('El video supera los 1 MB');
  }
  expect(everyFile()).toEqual(before);

  const exactly = Buffer.concat([tinyMp4(), Buffer.alloc(MB - tinyMp4().length)]);
  const accepted = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, exactly, 'clip.mp4', 'video/mp4'));
  expect(accepted.statusCode).toBe(200);
  const key = accepted.json<Exercise>().video!.url.split('/').slice(4).join('/');
  expect(everyFile()).toEqual([...before, key].sort());
  expect(path.basename(key)).toMatch(/^[0-9a-f-]{36}\.mp4$/);
});

it('an image over the limit is refused with 413 and the limit in MB, and leaves no file', async () => {
  const { trainer, url } = await ownExercise();
  const before = everyFile();
  const png = await sampleImage('png', 32, 32);
  const padded = Buffer.concat([png, Buffer.alloc(MB + 1 - png.length)]);
  const response = await ctx.app.inject(uploadRequest(url('image'), trainer.headers, padded, 'foto.png', 'image/png'));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.imageTooLarge(1) });
  expect(everyFile()).toEqual(before);
});

it('on a real connection, a video over the limit gets its 413 while it is still being sent, and the server stays up', async () => {
  const { trainer, url } = await ownExercise();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const before = everyFile();
  const form = new FormData();
  form.append('file', new Blob([tinyMp4(), Buffer.alloc(8 * MB)], { type: 'video/mp4' }), 'clip.mp4');
  // The rest of the body is read and dropped, so the client reads the answer (not a reset connection).
  const response = await fetch(`http://127.0.0.1:${port}${url('video')}`, { method: 'PUT', headers: trainer.headers, body: form });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: libraryMessages.videoTooLarge(1) });
  expect(everyFile()).toEqual(before);
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
});
