import { profileMessages } from '@coach/shared/contracts';
import { buildApp } from '../../app';
import { authHeader, decodeClaims, signedInTrainer } from '../../test/fixtures';
import sharp from 'sharp';
import { images, pngChunk, pngOfSize, pngWithChunk } from '../../test/images';
import { multipartBody, type FormPart } from '../../test/multipart';
import { setupApiTests, testConfig, testStores } from '../../test/test-app';

// Every case runs on the local disk and on a real S3-protocol server (S3_BUCKET): uploads hold on both.
describe.each(testStores)('with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store });
  const TWO_MB = 2 * 1024 * 1024;

  const upload = (access: string, parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
  };
  const photo = (content: Buffer, filename = 'foto.png', contentType = 'image/png'): FormPart[] => [
    { name: 'photo', content, filename, contentType },
  ];
  const getMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
  /** Whether the store holds the file of a photo URL. */
  const isStored = async (url: string) => (await ctx.storedKeys('avatars')).includes(url.replace(/^\/uploads\//, ''));
  /** Every file in this test file's store, partial ones included, to check that a refused upload left nothing. */
  const storedFiles = () => ctx.storedKeys();
  const sharpFormat = { png: 'png', gif: 'gif', jpg: 'jpeg' } as const;
  const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|gif|jpg)$/;

  describe('POST /api/v1/me/photo', () => {
    it.each([
      ['png', images.png, 'image/png', 'png'],
      ['gif', images.gif, 'image/gif', 'gif'],
      ['jpeg', images.jpeg, 'image/jpeg', 'jpg'],
    ] as const)('stores a %s photo, sets the image and serves the file', async (_name, bytes, type, extension) => {
      const { access } = await signedInTrainer(ctx.app);
      const response = await upload(access, photo(bytes, `yo.${extension}`, type));
      expect(response.statusCode).toBe(200);
      const { image } = response.json<{ image: string }>();
      expect(image).toMatch(AVATAR_URL);
      expect(image.endsWith(`.${extension}`)).toBe(true);
      expect((await getMe(access)).json().image).toBe(image);

      const served = await ctx.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      // Decoded and encoded again: the same picture in the same format, not the bytes sent.
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: sharpFormat[extension], width: 1, height: 1 });
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    });

    it('keeps nothing but the picture: what rode along in the file (text chunks, a script) is not served', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const carrier = pngWithChunk(pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')));
      const { image } = (await upload(access, photo(carrier))).json<{ image: string }>();
      const served = await ctx.app.inject({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.toString('latin1')).not.toContain('<script>');
    });

    it('takes the type from the bytes: a PNG sent as "foto.jpg" with image/jpeg is stored and served as PNG', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const { image } = (await upload(access, photo(images.png, 'foto.jpg', 'image/jpeg'))).json<{ image: string }>();
      expect(image).toMatch(/\.png$/);
      expect((await ctx.app.inject({ method: 'GET', url: image })).headers['content-type']).toBe('image/png');
    });

    it.each([
      ['a PDF', images.pdf, 'documento.pdf', 'application/pdf'],
      ['a text file named .png and declared image/png', images.text, 'foto.png', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'foto.png', 'image/png'],
      ['a script behind a GIF signature (GIF89a<script>…)', Buffer.from('GIF89a<script>alert(document.cookie)</script>'), 'foto.gif', 'image/gif'],
      ['a PNG signature and nothing that decodes', Buffer.concat([images.png.subarray(0, 8), Buffer.alloc(2000)]), 'foto.png', 'image/png'],
      ['a JPEG cut short', images.jpeg.subarray(0, 40), 'foto.jpg', 'image/jpeg'],
    ])('answers 415 for %s and stores nothing', async (_name, bytes, filename, type) => {
      const { access } = await signedInTrainer(ctx.app);
      const before = await storedFiles();
      const response = await upload(access, photo(bytes, filename, type));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: profileMessages.photoTypeInvalid });
      expect((await getMe(access)).json().image).toBeNull();
      expect(await storedFiles()).toEqual(before);
    });

    it('accepts exactly 2 MB and answers 413 for one byte more (the limit cuts the stream)', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const before = await storedFiles();
      const tooLarge = await upload(access, photo(pngOfSize(TWO_MB + 1)));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'La imagen no puede superar los 2 MB.' });
      expect((await getMe(access)).json().image).toBeNull();
      expect(await storedFiles()).toEqual(before);

      const atLimit = await upload(access, photo(pngOfSize(TWO_MB)));
      expect(atLimit.statusCode).toBe(200);
    });

    it('takes its limit from UPLOAD_MAX_BYTES and says it in the message', async () => {
      const app = buildApp({
        config: testConfig({ ...ctx.storageEnv, UPLOAD_MAX_BYTES: String(1.5 * 1024 * 1024) }),
        database: ctx.testDb.database,
        now: ctx.clock.now,
      });
      try {
        const { access } = await signedInTrainer(app);
        const { payload, headers } = multipartBody(photo(pngOfSize(1.5 * 1024 * 1024 + 1)));
        const response = await app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'La imagen no puede superar los 1,5 MB.' });
      } finally {
        await app.close();
      }
    });

    it('replaces the previous photo and deletes its file', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const first = (await upload(access, photo(images.png))).json<{ image: string }>().image;
      expect(await isStored(first)).toBe(true);
      const second = (await upload(access, photo(images.gif, 'otra.gif', 'image/gif'))).json<{ image: string }>().image;
      expect(second).not.toBe(first);
      expect(await isStored(first)).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });

    it('reaches the token claims at the next refresh', async () => {
      const { access, refresh } = await signedInTrainer(ctx.app);
      const { image } = (await upload(access, photo(images.png))).json<{ image: string }>();
      const renewed = await ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });
      expect(decodeClaims(renewed.json().access).image).toBe(image);
    });

    it("changes only the caller's photo", async () => {
      const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
      const otherImage = (await upload(other.access, photo(images.gif, 'a.gif', 'image/gif'))).json().image;
      const { access } = await signedInTrainer(ctx.app);
      await upload(access, photo(images.png));
      await ctx.app.inject({ method: 'DELETE', url: '/api/v1/me/photo', headers: authHeader(access) });
      expect((await getMe(other.access)).json().image).toBe(otherImage);
      expect(await isStored(otherImage)).toBe(true);
    });

    it('answers 400 with a field error when the photo field is missing', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const response = await upload(access, [{ name: 'archivo', content: images.png, filename: 'a.png', contentType: 'image/png' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: profileMessages.photoRequired,
        details: { fieldErrors: { photo: [profileMessages.photoRequired] } },
      });
    });

    it('answers 415 for a body that is not multipart', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/me/photo',
        headers: authHeader(access),
        payload: { photo: images.png.toString('base64') },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('needs a signed-in user', async () => {
      const { payload, headers } = multipartBody(photo(images.png));
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers });
      expect(response.statusCode).toBe(401);
    });

    it('accepts multipart bodies on this route only', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const { payload, headers } = multipartBody([{ name: 'action', content: 'view_tutorial' }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/actionlogs',
        payload,
        headers: { ...headers, ...authHeader(access) },
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('DELETE /api/v1/me/photo', () => {
    it('removes the photo: image null and the file deleted', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const { image } = (await upload(access, photo(images.jpeg, 'a.jpg', 'image/jpeg'))).json<{ image: string }>();
      const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/me/photo', headers: authHeader(access) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ image: null });
      expect((await getMe(access)).json().image).toBeNull();
      expect(await isStored(image)).toBe(false);
    });

    it('is fine without a photo', async () => {
      const { access } = await signedInTrainer(ctx.app);
      const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/me/photo', headers: authHeader(access) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ image: null });
    });
  });

  describe('GET /uploads/<key>', () => {
    it.each(['/uploads/avatars/00000000-0000-4000-8000-000000000000.png', '/uploads/avatars/..%2F..%2Fjwt-secret', '/uploads/'])(
      'answers a JSON 404 for %s',
      async (url) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      },
    );

    it('allows same-origin images in the page CSP', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    });
  });
});
