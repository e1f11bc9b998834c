import { buffer } from 'node:stream/consumers';
import { libraryMessages, type Exercise } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { exercises } from '../../../db/schema';
import { images } from '../../../test/images';
import { insertActivity, insertExercise, sampleImage, trainerOfGym, uploadRequest } from '../../../test/library-media';
import { multipartBody } from '../../../test/multipart';
import { setupApiTests, testStores } from '../../../test/test-app';
import { notVideos, tinyMov, tinyMp4 } from '../../../test/videos';
import { releaseUnreferencedFiles } from './release-files';

// Every case runs on the local disk and on a real S3-protocol server (S3_BUCKET): uploads hold on both.
describe.each(testStores)('with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store });
  // Ids start again at 1 in every test: so do the files.
  beforeEach(() => ctx.removeStored(['library', 'product']));

  /** The storage key a signed media URL names. */
  const keyOf = (url: string | null | undefined) => (url ?? '').split('/').slice(4).join('/');
  /** The bytes the store holds under a key. */
  const storedBytes = async (key: string) => buffer((await ctx.app.storage.open(key))!.stream);
  const isStored = async (key: string) => {
    const file = await ctx.app.storage.open(key);
    file?.stream.destroy();
    return file !== undefined;
  };
  /** The files of one business, relative to its folder. */
  const filesOfGym = async (gymId: number) => {
    const folder = `library/${gymId}/`;
    return (await ctx.storedKeys(folder)).map((key) => key.slice(folder.length));
  };

  async function ownExercise(email = 'lucia@example.com') {
    const trainer = await trainerOfGym(ctx.app, email);
    const exercise = await insertExercise(ctx.app, trainer.gymId);
    return { trainer, exercise, url: (slot: 'image' | 'video') => `/api/v1/exercises/${exercise.id}/${slot}` };
  }

  async function getMedia(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
    return ctx.app.inject({ method, url, headers });
  }

  describe('images', () => {
    it.each([
      ['JPEG', 'jpeg', 2000, 1000, { width: 1280, height: 640 }],
      ['PNG', 'png', 400, 300, { width: 400, height: 300 }],
      ['WebP', 'webp', 900, 1600, { width: 405, height: 720 }],
    ] as const)('a %s becomes a WebP cover inside 1280×720 (never enlarged) and a 320×180 thumbnail', async (_name, format, width, height, cover) => {
      const { trainer, url } = await ownExercise();
      const response = await ctx.app.inject(uploadRequest(url('image'), trainer.headers, await sampleImage(format, width, height), `foto.${format}`, `image/${format}`));
      expect(response.statusCode).toBe(200);
      const item = response.json<Exercise>();
      expect(item).toMatchObject({ source: 'own', coverUrl: expect.stringMatching(/^\/media\/\d+\/[\w-]+\/library\/\d+\/images\/[0-9a-f-]{36}\.webp$/) });
      expect(keyOf(item.thumbnailUrl)).toBe(keyOf(item.coverUrl).replace(/\.webp$/, '-thumb.webp'));

      expect(await sharp(await storedBytes(keyOf(item.coverUrl))).metadata()).toMatchObject({ format: 'webp', ...cover });
      expect(await sharp(await storedBytes(keyOf(item.thumbnailUrl))).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
      const served = await getMedia(item.coverUrl!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(cover.width);

      const [row] = await ctx.app.db.select().from(exercises).where(eq(exercises.id, item.id));
      expect(row).toMatchObject({ imageKey: keyOf(item.coverUrl), thumbnailKey: keyOf(item.thumbnailUrl) });
    });

    it('an activity takes an image the same way', async () => {
      const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
      const activity = await insertActivity(ctx.app, trainer.gymId);
      const response = await ctx.app.inject(uploadRequest(`/api/v1/activities/${activity.id}/image`, trainer.headers, images.png, 'a.png', 'image/png'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: activity.id, coverUrl: expect.any(String), thumbnailUrl: expect.any(String), video: null });
      expect(response.json()).not.toHaveProperty('muscleGroups');
    });

    it.each([
      ['HTML named .png and sent as image/png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.png', 'image/png'],
      ['a PDF named .jpg', images.pdf, 'foto.jpg', 'image/jpeg'],
      ['a GIF (not a library format)', images.gif, 'foto.gif', 'image/gif'],
      ['a video', tinyMp4(), 'foto.png', 'image/png'],
      ['a JPEG cut short', images.jpeg.subarray(0, 40), 'foto.jpg', 'image/jpeg'],
    ])('refuses %s: 415, and stores nothing', async (_name, bytes, filename, contentType) => {
      const { trainer, exercise, url } = await ownExercise();
      const response = await ctx.app.inject(uploadRequest(url('image'), trainer.headers, bytes, filename, contentType));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: libraryMessages.imageTypeInvalid });
      expect(await filesOfGym(trainer.gymId)).toEqual([]);
      const [row] = await ctx.app.db.select().from(exercises).where(eq(exercises.id, exercise.id));
      expect(row?.imageKey).toBeNull();
    });

    it('asks for the file: no file part, another field, an empty file → 400 on the field file', async () => {
      const { trainer, url } = await ownExercise();
      const onlyAField = multipartBody([{ name: 'note', content: 'hola' }]);
      const attempts = [
        { ...onlyAField, headers: { ...trainer.headers, ...onlyAField.headers } },
        uploadRequest(url('image'), trainer.headers, images.png, 'a.png', 'image/png', 'photo'),
        uploadRequest(url('image'), trainer.headers, Buffer.alloc(0), '', 'application/octet-stream'),
      ];
      for (const attempt of attempts) {
        const response = await ctx.app.inject({ method: 'PUT', url: url('image'), headers: attempt.headers, payload: attempt.payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: libraryMessages.imageRequired,
          details: { fieldErrors: { file: [libraryMessages.imageRequired] } },
        });
      }
      const json = await ctx.app.inject({ method: 'PUT', url: url('video'), headers: trainer.headers, payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('replacing an image deletes the old files, unless another row (a duplicate) still shows them', async () => {
      const { trainer, exercise, url } = await ownExercise();
      const first = (await ctx.app.inject(uploadRequest(url('image'), trainer.headers, images.png, 'a.png', 'image/png'))).json<Exercise>();
      const oldKeys = [keyOf(first.coverUrl), keyOf(first.thumbnailUrl)];
      const copy = await insertExercise(ctx.app, trainer.gymId, { imageKey: oldKeys[0], thumbnailKey: oldKeys[1] });

      const jpeg = await sampleImage('jpeg', 64, 48);
      const second = (await ctx.app.inject(uploadRequest(url('image'), trainer.headers, jpeg, 'b.jpg', 'image/jpeg'))).json<Exercise>();
      expect(keyOf(second.coverUrl)).not.toBe(oldKeys[0]);
      for (const key of oldKeys) expect(await isStored(key)).toBe(true);

      // The copy lets go of them: now nobody shows them.
      const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/exercises/${copy.id}/image`, headers: trainer.headers });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ coverUrl: null, thumbnailUrl: null });
      for (const key of oldKeys) expect(await isStored(key)).toBe(false);

      // Replacing again, with nobody else on them: the previous files go at once.
      const third = (await ctx.app.inject(uploadRequest(url('image'), trainer.headers, images.png, 'c.png', 'image/png'))).json<Exercise>();
      expect(await isStored(keyOf(second.coverUrl))).toBe(false);
      expect(await filesOfGym(trainer.gymId)).toEqual(
        [keyOf(third.coverUrl), keyOf(third.thumbnailUrl)].map((key) => key.replace(`library/${trainer.gymId}/`, '')).sort(),
      );
      expect(exercise.id).toBe(third.id);
    });
  });

  it('two uploads to one item at once: one wins, and the files of the other are not left behind', async () => {
    const { trainer, exercise, url } = await ownExercise();
    const [a, b] = await Promise.all([sampleImage('png', 40, 30), sampleImage('jpeg', 50, 40)]);
    const answers = await Promise.all([
      ctx.app.inject(uploadRequest(url('image'), trainer.headers, a, 'a.png', 'image/png')),
      ctx.app.inject(uploadRequest(url('image'), trainer.headers, b, 'b.jpg', 'image/jpeg')),
      ctx.app.inject(uploadRequest(url('video'), trainer.headers, tinyMp4(), 'a.mp4', 'video/mp4')),
      ctx.app.inject(uploadRequest(url('video'), trainer.headers, tinyMov(), 'b.mov', 'video/quicktime')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [row] = await ctx.app.db.select().from(exercises).where(eq(exercises.id, exercise.id));
    const shown = [row!.imageKey!, row!.thumbnailKey!, row!.videoRef!].map((key) => key.replace(`library/${trainer.gymId}/`, ''));
    expect(await filesOfGym(trainer.gymId)).toEqual(shown.sort());
  });

  describe('videos', () => {
    const video = tinyMp4({ mediaBytes: 5000 });

    it('an MP4 is streamed to storage and served with byte ranges (206) through its signed URL', async () => {
      const { trainer, url } = await ownExercise();
      const response = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, video, 'clip.mp4', 'video/mp4'));
      expect(response.statusCode).toBe(200);
      const item = response.json<Exercise>();
      expect(item.video).toEqual({ source: 'upload', contentType: 'video/mp4', url: expect.stringMatching(/^\/media\/.+\/library\/\d+\/videos\/[0-9a-f-]{36}\.mp4$/) });
      const videoUrl = item.video!.url;

      const whole = await getMedia(videoUrl);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(video.length),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(whole.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(3600);
      expect(maxAge).toBeLessThanOrEqual(7200);

      const ranges: Array<[string, number, number]> = [
        ['bytes=100-1123', 100, 1123],
        ['bytes=4000-', 4000, video.length - 1],
        ['bytes=-10', video.length - 10, video.length - 1],
        [`bytes=0-${video.length + 500}`, 0, video.length - 1],
      ];
      for (const [range, start, end] of ranges) {
        const part = await getMedia(videoUrl, { range });
        expect(part.statusCode).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(part.headers['content-length']).toBe(String(end - start + 1));
        expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
      }

      const unsatisfiable = await getMedia(videoUrl, { range: `bytes=${video.length}-` });
      expect(unsatisfiable.statusCode).toBe(416);
      expect(unsatisfiable.headers['content-range']).toBe(`bytes */${video.length}`);
      // Several ranges at once: the whole file (a player asks for one).
      expect((await getMedia(videoUrl, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);

      const head = await getMedia(videoUrl, {}, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(video.length));
      expect(head.rawPayload.length).toBe(0);
    });

    it('a MOV is kept as .mov, video/quicktime; an upload replaces a YouTube link', async () => {
      const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
      const exercise = await insertExercise(ctx.app, trainer.gymId, { videoProvider: 'youtube', videoRef: 'dQw4w9WgXcQ' });
      const response = await ctx.app.inject(uploadRequest(`/api/v1/exercises/${exercise.id}/video`, trainer.headers, tinyMov(100), 'clip.MOV', 'video/quicktime'));
      expect(response.statusCode).toBe(200);
      expect(response.json<Exercise>().video).toEqual({ source: 'upload', contentType: 'video/quicktime', url: expect.stringMatching(/\.mov$/) });
      const served = await getMedia(response.json<Exercise>().video!.url);
      expect(served.headers['content-type']).toBe('video/quicktime');
    });

    it.each([
      ['text named .mp4 and sent as video/mp4', notVideos.text],
      ['HTML', notVideos.html],
      ['a HEIF photo (same box, not a video)', notVideos.heic],
      ['an image', images.png],
    ])('refuses %s: 415, and stores nothing', async (_name, bytes) => {
      const { trainer, url } = await ownExercise();
      const response = await ctx.app.inject(uploadRequest(url('video'), trainer.headers, bytes, 'clip.mp4', 'video/mp4'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: libraryMessages.videoTypeInvalid });
      expect(await filesOfGym(trainer.gymId)).toEqual([]);
    });

    it('DELETE takes the video off and deletes its file; a new upload deletes the one it replaces', async () => {
      const { trainer, url } = await ownExercise();
      const first = (await ctx.app.inject(uploadRequest(url('video'), trainer.headers, video, 'a.mp4', 'video/mp4'))).json<Exercise>();
      const second = (await ctx.app.inject(uploadRequest(url('video'), trainer.headers, tinyMov(10), 'b.mov', 'video/quicktime'))).json<Exercise>();
      expect(await isStored(keyOf(first.video!.url))).toBe(false);
      expect(await isStored(keyOf(second.video!.url))).toBe(true);
      const removed = await ctx.app.inject({ method: 'DELETE', url: url('video'), headers: trainer.headers });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ video: null });
      expect(await isStored(keyOf(second.video!.url))).toBe(false);
      expect(await filesOfGym(trainer.gymId)).toEqual([]);
    });
  });

  describe('who may change and fetch the files', () => {
    it("another business's item answers 404, like a missing one, and keeps its files", async () => {
      const { trainer: owner, url } = await ownExercise('a@example.com');
      const uploaded = (await ctx.app.inject(uploadRequest(url('image'), owner.headers, images.png, 'a.png', 'image/png'))).json<Exercise>();
      const other = await trainerOfGym(ctx.app, 'b@example.com');
      const missing = '/api/v1/exercises/2147483647';
      for (const slot of ['image', 'video'] as const) {
        const file = slot === 'image' ? images.png : tinyMp4();
        const foreign = await ctx.app.inject(uploadRequest(url(slot), other.headers, file, 'x', 'application/octet-stream'));
        const absent = await ctx.app.inject(uploadRequest(`${missing}/${slot}`, other.headers, file, 'x', 'application/octet-stream'));
        expect([foreign.statusCode, foreign.body]).toEqual([404, absent.body]);
        const removal = await ctx.app.inject({ method: 'DELETE', url: url(slot), headers: other.headers });
        expect([removal.statusCode, removal.json().code]).toEqual([404, 'NOT_FOUND']);
      }
      expect(await filesOfGym(other.gymId)).toEqual([]);
      expect(await isStored(keyOf(uploaded.coverUrl))).toBe(true);
      const [row] = await ctx.app.db.select().from(exercises).where(eq(exercises.id, uploaded.id));
      expect(row?.imageKey).toBe(keyOf(uploaded.coverUrl));
    });

    it('a product item answers 403 with the permission message; an archived one 404; no token 401', async () => {
      const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
      const product = await insertExercise(ctx.app, null, { imageKey: 'product/exercises/sentadilla.svg' });
      const productActivity = await insertActivity(ctx.app, null);
      const archived = await insertExercise(ctx.app, trainer.gymId, { archivedAt: new Date('2026-01-01T00:00:00Z') });
      const cases: Array<[string, string, number, string]> = [
        [`/api/v1/exercises/${product.id}`, 'exercises', 403, libraryMessages.cannotEdit('exercises')],
        [`/api/v1/activities/${productActivity.id}`, 'activities', 403, libraryMessages.cannotEdit('activities')],
      ];
      for (const [base, , status, message] of cases) {
        for (const slot of ['image', 'video']) {
          const upload = await ctx.app.inject(uploadRequest(`${base}/${slot}`, trainer.headers, images.png, 'a.png', 'image/png'));
          expect(upload.json()).toEqual({ code: 'FORBIDDEN', message });
          expect(upload.statusCode).toBe(status);
          const removal = await ctx.app.inject({ method: 'DELETE', url: `${base}/${slot}`, headers: trainer.headers });
          expect([removal.statusCode, removal.json()]).toEqual([status, { code: 'FORBIDDEN', message }]);
        }
      }
      const onArchived = await ctx.app.inject(uploadRequest(`/api/v1/exercises/${archived.id}/image`, trainer.headers, images.png, 'a.png', 'image/png'));
      expect(onArchived.statusCode).toBe(404);
      const anonymous = await ctx.app.inject(uploadRequest(`/api/v1/exercises/${archived.id}/image`, {}, images.png, 'a.png', 'image/png'));
      expect(anonymous.statusCode).toBe(401);
      expect(await filesOfGym(trainer.gymId)).toEqual([]);
    });

    it('a tampered signature, another key under a valid signature, an expired URL: 404 like a missing file', async () => {
      const { trainer, url } = await ownExercise();
      const item = (await ctx.app.inject(uploadRequest(url('image'), trainer.headers, images.png, 'a.png', 'image/png'))).json<Exercise>();
      const cover = item.coverUrl!;
      const [, , expires, signature] = cover.split('/');
      const notFoundBody = (await getMedia(`/media/${expires}/${signature}/library/1/images/missing.webp`)).body;
      const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      const attempts = [
        cover.replace(signature!, flipped),
        cover.replace(`/${expires}/`, `/${Number(expires) + 3600}/`),
        // The thumbnail exists, but the signature is the cover's.
        `/media/${expires}/${signature}/${keyOf(item.thumbnailUrl)}`,
        `/media/${expires}/${signature}/${keyOf(cover)}/../x.webp`,
        `/media/abc/${signature}/${keyOf(cover)}`,
        // The file behind /uploads, which serves profile photos only.
        `/uploads/${keyOf(cover)}`,
      ];
      for (const attempt of attempts) {
        const response = await getMedia(attempt);
        expect([attempt, response.statusCode, response.body]).toEqual([attempt, 404, notFoundBody]);
      }
      expect((await getMedia(cover)).statusCode).toBe(200);
      ctx.clock.advanceSeconds(2 * 3600 + 1);
      expect((await getMedia(cover)).statusCode).toBe(404);
    });

    it('a product SVG is served with a policy that runs nothing', async () => {
      await ctx.app.storage.put('product/exercises/sentadilla.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
      const response = await getMedia(ctx.app.mediaUrls.urlFor('product/exercises/sentadilla.svg'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    });
  });

  describe('releaseUnreferencedFiles', () => {
    it('deletes only files no exercise or activity shows, and never the product library', async () => {
      const trainer = await trainerOfGym(ctx.app, 'lucia@example.com');
      const keys = {
        image: `library/${trainer.gymId}/images/aaaaaaaa-0000-4000-8000-000000000001.webp`,
        video: `library/${trainer.gymId}/videos/aaaaaaaa-0000-4000-8000-000000000002.mp4`,
        loose: `library/${trainer.gymId}/images/aaaaaaaa-0000-4000-8000-000000000003.webp`,
        product: 'product/exercises/sentadilla.svg',
      };
      await ctx.app.storage.put(keys.image, Buffer.from('x'), 'image/webp');
      await ctx.app.storage.put(keys.video, Buffer.from('x'), 'video/mp4');
      await ctx.app.storage.put(keys.loose, Buffer.from('x'), 'image/webp');
      await ctx.app.storage.put(keys.product, Buffer.from('<svg/>'), 'image/svg+xml');
      await insertActivity(ctx.app, trainer.gymId, { thumbnailKey: keys.image, archivedAt: new Date() });
      await insertExercise(ctx.app, trainer.gymId, { videoProvider: 'upload', videoRef: keys.video });
      // A link whose id happens to equal a key does not hold the file.
      await insertExercise(ctx.app, trainer.gymId, { videoProvider: 'youtube', videoRef: keys.loose });

      const released = await releaseUnreferencedFiles({ db: ctx.app.db, storage: ctx.app.storage }, [...Object.values(keys), null, keys.loose]);
      expect(released).toEqual([keys.loose]);
      expect(await isStored(keys.loose)).toBe(false);
      for (const key of [keys.image, keys.video, keys.product]) expect(await isStored(key)).toBe(true);
    });
  });
});
