import { profileMessages, validationMessages as m } from '@coach/shared/contracts';
import sharp from 'sharp';
import { appLogin, appRefresh, authHeader, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { images } from '../../test/images';
import { multipartBody, type FormPart } from '../../test/multipart';
import { setupApiTests, testStores } from '../../test/test-app';

const PASSWORD = { currentPassword: 'Cliente123', newPassword: 'NuevaClave456', confirmPassword: 'NuevaClave456' };

describe('POST /api/v1/client-app/me/password', () => {
  const ctx = setupApiTests();
  const change = (access: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/client-app/me/password', headers: authHeader(access), payload });
  const getMe = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(access) });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const { access, refresh } = await registeredAppClient(ctx.app);
    const wrong = await change(access, { ...PASSWORD, currentPassword: 'Cliente124' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fieldErrors).toEqual({ currentPassword: [profileMessages.currentPasswordWrong] });
    const weak = await change(access, { ...PASSWORD, newPassword: 'sinmayus1', confirmPassword: 'sinmayus1' });
    expect(weak.json().details.fieldErrors).toEqual({ newPassword: [m.passwordTooWeak] });
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(200);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions and answers a working client pair', async () => {
    const { access, refresh } = await registeredAppClient(ctx.app);
    const otherPhone = (await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).json<{ access: string; refresh: string }>();

    const response = await change(access, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const pair = response.json<{ access: string; refresh: string }>();
    expect((await getMe(pair.access)).statusCode).toBe(200);
    expect((await appRefresh(ctx.app, pair.refresh)).statusCode).toBe(200);

    // The old sessions, this phone's and the other's, are over.
    expect((await getMe(otherPhone.access)).statusCode).toBe(401);
    expect((await appRefresh(ctx.app, refresh)).statusCode).toBe(401);
    expect((await appRefresh(ctx.app, otherPhone.refresh)).statusCode).toBe(401);
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(401);
    expect((await appLogin(ctx.app, 'jose@example.com', 'NuevaClave456')).statusCode).toBe(200);
  });

  it("is a client's route only: a trainer's token is refused, and the trainer's route refuses the client", async () => {
    const { trainer, access } = await registeredAppClient(ctx.app);
    expect((await change(trainer.access, { ...PASSWORD, currentPassword: 'Secreta123' })).statusCode).toBe(403);
    const onTrainerRoute = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/password', headers: authHeader(access), payload: PASSWORD });
    expect(onTrainerRoute.statusCode).toBe(403);
    expect((await appLogin(ctx.app, 'jose@example.com', 'Cliente123')).statusCode).toBe(200);
  });
});

// Uploads hold on the local disk and on a real S3-protocol server alike.
describe.each(testStores)('POST|DELETE /api/v1/client-app/me/photo with the %s store', (store) => {
  const ctx = setupApiTests({ storage: store });
  const upload = (access: string, parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/client-app/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
  };
  const photo = (content: Buffer, filename = 'foto.png', contentType = 'image/png'): FormPart[] => [{ name: 'photo', content, filename, contentType }];

  it("stores the client's photo (decoded and encoded again), shows it to the trainer, and removes it", async () => {
    const { trainer, access, clientId } = await registeredAppClient(ctx.app);
    const response = await upload(access, photo(images.png));
    expect(response.statusCode).toBe(200);
    const { image } = response.json<{ image: string }>();
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png' });

    const seen = await ctx.app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer.access) });
    expect(seen.json().image).toBe(image);

    const replaced = (await upload(access, photo(images.jpeg, 'yo.jpg', 'image/jpeg'))).json<{ image: string }>().image;
    expect((await ctx.storedKeys('avatars')).map((key) => `/uploads/${key}`)).toEqual([replaced]);

    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/client-app/me/photo', headers: authHeader(access) });
    expect(removed.json()).toEqual({ image: null });
    expect(await ctx.storedKeys('avatars')).toEqual([]);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/client-app/me', headers: authHeader(access) });
    expect(me.json().image).toBeNull();
  });

  it('refuses what is not an image by its content (415) and keeps nothing', async () => {
    const { access } = await registeredAppClient(ctx.app);
    const fake = await upload(access, photo(Buffer.from('GIF89a<script>alert(1)</script>'), 'x.gif', 'image/gif'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(profileMessages.photoTypeInvalid);
    expect(await ctx.storedKeys('avatars')).toEqual([]);
  });

  it("a trainer's token does not reach the client's photo, nor a client's the trainer's", async () => {
    const { access } = await registeredAppClient(ctx.app);
    const { access: trainer } = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    expect((await upload(trainer, photo(images.png))).statusCode).toBe(403);
    const { payload, headers } = multipartBody(photo(images.png));
    const onTrainerRoute = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/photo', payload, headers: { ...headers, ...authHeader(access) } });
    expect(onTrainerRoute.statusCode).toBe(403);
    expect(await ctx.storedKeys('avatars')).toEqual([]);
  });
});
