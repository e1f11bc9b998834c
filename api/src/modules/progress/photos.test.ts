import { PROGRESS_PHOTO_LIMITS, profileMessages, progressPhotoMessages, type ProgressPhoto, type ProgressPhotoList } from '@coach/shared/contracts';
import { progressPhotos } from '../../db/schema';
import { authHeader, decodeClaims, inviteAs, newAppClient, registerInApp, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { images, pngOfSize } from '../../test/images';
import { multipartBody, type FormPart } from '../../test/multipart';
import { setupApiTests, testStores } from '../../test/test-app';

const PHOTO_ID = '4c5d6e7f-8091-4a2b-9c3d-4e5f60718293';
const SIGNED_URL = /^\/media\/\d+\/[\w-]+\/progress-photos\/[0-9a-f-]{36}\.(png|gif|jpg)$/;

// Every case runs on the local disk and on a real S3-protocol server: uploads hold on both.
describe.each(testStores)('progress photos with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store });
  // The database is emptied before each test; the store is this file's for all of them.
  beforeEach(() => ctx.removeStored(['progress-photos']));

  const post = (access: string, url: string, parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...authHeader(access) } });
  };
  const photoParts = (fields: Record<string, string>, content: Buffer = images.png): FormPart[] => [
    ...Object.entries(fields).map(([name, value]) => ({ name, content: value })),
    { name: 'photo', content, filename: 'frente.png', contentType: 'image/png' },
  ];
  const list = (access: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: authHeader(access) });
  const fieldErrors = (response: { json: () => unknown }) => (response.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

  /** José in the app, his trainer, and Marta: another client of the same business, in the app too. */
  async function business() {
    const jose = await registeredAppClient(ctx.app);
    const { code } = await inviteAs(ctx.app, jose.trainer.access);
    const registered = await registerInApp(ctx.app, newAppClient(code, { email: 'marta@example.com', firstName: 'Marta' }));
    const marta = registered.json<{ access: string }>().access;
    return { ...jose, marta, martaId: decodeClaims(marta).client_id as number };
  }

  it('stores the client’s photo and the trainer’s, lists them newest first with signed URLs that serve the picture', async () => {
    const { access, trainer, clientId } = await business();
    // The fields may come after the photo, as some clients send them.
    const mine = await post(access, '/api/v1/client-app/progress-photos', [
      { name: 'photo', content: images.png, filename: 'f.png', contentType: 'image/png' },
      { name: 'pose', content: 'front' },
      { name: 'date', content: '2026-02-20' },
      { name: 'id', content: PHOTO_ID },
    ]);
    expect(mine.statusCode).toBe(201);
    const photo = mine.json<ProgressPhoto>();
    expect(photo).toEqual({ id: expect.any(Number), clientId, date: '2026-02-20', pose: 'front', url: expect.stringMatching(SIGNED_URL), enteredBy: 'client', createdAt: expect.any(String) });
    // A retry of the app's queue: the same photo, once.
    const retry = await post(access, '/api/v1/client-app/progress-photos', photoParts({ id: PHOTO_ID, pose: 'front', date: '2026-02-20' }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json<ProgressPhoto>().id).toBe(photo.id);

    const byTrainer = await post(trainer.access, `/api/v1/clients/${clientId}/progress-photos`, photoParts({ pose: 'side', date: '2026-03-01' }, images.jpeg));
    expect(byTrainer.statusCode).toBe(201);
    expect(byTrainer.json<ProgressPhoto>()).toMatchObject({ pose: 'side', enteredBy: 'trainer', url: expect.stringMatching(/\.jpg$/) });

    const seen = await list(trainer.access, `/api/v1/clients/${clientId}/progress-photos`);
    expect(seen.json<ProgressPhotoList>().items.map((item) => [item.date, item.pose])).toEqual([
      ['2026-03-01', 'side'],
      ['2026-02-20', 'front'],
    ]);
    expect(seen.json<ProgressPhotoList>().total).toBe(2);
    const own = (await list(access, '/api/v1/client-app/progress-photos?pose=front')).json<ProgressPhotoList>();
    expect(own.items.map((item) => item.id)).toEqual([photo.id]);

    const file = await ctx.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(0, 4)).toEqual(images.png.subarray(0, 4));
    // Not under /uploads (profile photos only): only the signed URL serves it.
    const key = photo.url.replace(/^\/media\/\d+\/[\w-]+\//, '');
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url.replace(/\/media\/(\d+)\/[\w-]+\//, '/media/$1/forged/') })).statusCode).toBe(404);
  });

  it('never shows nor deletes a photo for another business or another client of the same business (404)', async () => {
    const { access, trainer, clientId, marta, martaId } = await business();
    const photo = (await post(access, '/api/v1/client-app/progress-photos', photoParts({ pose: 'back', date: '2026-03-01' }))).json<ProgressPhoto>();
    const other = await signedInTrainer(ctx.app, { email: 'otro@example.com' });

    expect((await list(other.access, `/api/v1/clients/${clientId}/progress-photos`)).statusCode).toBe(404);
    expect((await post(other.access, `/api/v1/clients/${clientId}/progress-photos`, photoParts({ pose: 'back', date: '2026-03-01' }))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/progress-photos/${photo.id}`, headers: authHeader(other.access) })).statusCode).toBe(404);

    // Marta, of the same business, sees her own (none) and cannot delete José's.
    expect((await list(marta, '/api/v1/client-app/progress-photos')).json<ProgressPhotoList>()).toEqual({ items: [], total: 0 });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/client-app/progress-photos/${photo.id}`, headers: authHeader(marta) })).statusCode).toBe(404);
    expect((await list(trainer.access, `/api/v1/clients/${martaId}/progress-photos`)).json<ProgressPhotoList>().total).toBe(0);

    // José deletes his own: the row and the file go.
    expect(await ctx.storedKeys('progress-photos')).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/client-app/progress-photos/${photo.id}`, headers: authHeader(access) })).statusCode).toBe(204);
    expect(await ctx.storedKeys('progress-photos')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await list(trainer.access, `/api/v1/clients/${clientId}/progress-photos`)).json<ProgressPhotoList>().total).toBe(0);
  });

  it('refuses what is not a photo, a bad pose or date, a missing photo, a large one and one past the limit, in Spanish, storing nothing', async () => {
    const { access, trainer, clientId } = await business();
    const url = '/api/v1/client-app/progress-photos';
    const notImage = await post(access, url, photoParts({ pose: 'front', date: '2026-03-01' }, Buffer.from('GIF89a<script>alert(1)</script>')));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: progressPhotoMessages.photoTypeInvalid });
    const text = await post(access, url, photoParts({ pose: 'front', date: '2026-03-01' }, Buffer.from('hola')));
    expect(text.statusCode).toBe(415);

    const bad = await post(access, url, photoParts({ pose: 'arriba', date: '2026-02-30' }));
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({ pose: [progressPhotoMessages.poseInvalid], date: [expect.stringMatching(/fecha/i)] });
    const future = await post(trainer.access, `/api/v1/clients/${clientId}/progress-photos`, photoParts({ pose: 'front', date: '2026-03-03' }));
    expect(fieldErrors(future)).toEqual({ date: [progressPhotoMessages.dateInFuture] });
    const missing = await post(access, url, [{ name: 'pose', content: 'front' }, { name: 'date', content: '2026-03-01' }]);
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual({ photo: [progressPhotoMessages.photoRequired] });
    const large = await post(access, url, photoParts({ pose: 'front', date: '2026-03-01' }, pngOfSize(PROGRESS_PHOTO_LIMITS.maxBytes + 1)));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: profileMessages.photoTooLarge(PROGRESS_PHOTO_LIMITS.maxBytes) });
    expect(await ctx.storedKeys('progress-photos')).toEqual([]);

    const gymId = decodeClaims(trainer.access).gym_id as number;
    await ctx.app.db.insert(progressPhotos).values(
      Array.from({ length: PROGRESS_PHOTO_LIMITS.perClient }, (_, i) => ({
        gymId,
        clientId,
        date: '2026-01-01',
        pose: 'front' as const,
        storageKey: `progress-photos/relleno-${i}.png`,
        bytes: 1,
        enteredBy: 'client' as const,
      })),
    );
    const tooMany = await post(access, url, photoParts({ pose: 'front', date: '2026-03-01' }));
    expect(tooMany.statusCode).toBe(400);
    expect(fieldErrors(tooMany)).toEqual({ photo: [progressPhotoMessages.tooMany] });
    expect(await ctx.storedKeys('progress-photos')).toEqual([]);
  });
});
