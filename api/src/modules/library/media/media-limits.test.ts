import { existsSync } from 'node:fs';
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
