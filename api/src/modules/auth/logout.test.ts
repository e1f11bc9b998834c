import { login, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();

const postLogout = (payload: object) => ctx.app.inject({ method: 'POST', url: '/auth/logout', payload });
const postRefresh = (refresh: string) => ctx.app.inject({ method: 'POST', url: '/auth/login/refresh', payload: { refresh } });

describe('POST /auth/logout', () => {
  it('answers 204 without an access token and the refresh token stops working', async () => {
    const { refresh } = await signedInTrainer(ctx.app);
    const response = await postLogout({ refresh });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await postRefresh(refresh)).statusCode).toBe(401);
  });

  it('revokes the whole family: rotations of the session stop working too', async () => {
    const { refresh: first } = await signedInTrainer(ctx.app);
    const second = (await postRefresh(first)).json<{ refresh: string }>().refresh;
    // Logging out with an older token of the session still ends the newest one.
    expect((await postLogout({ refresh: first })).statusCode).toBe(204);
    expect((await postRefresh(second)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the user alone', async () => {
    const phone = await signedInTrainer(ctx.app);
    const laptop = await login(ctx.app, phone.credentials.email, phone.credentials.password);
    await postLogout({ refresh: phone.refresh });
    expect((await postRefresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('answers 204 for an unknown or already revoked token', async () => {
    const { refresh } = await signedInTrainer(ctx.app);
    expect((await postLogout({ refresh: 'never-issued-by-this-api' })).statusCode).toBe(204);
    await postLogout({ refresh });
    expect((await postLogout({ refresh })).statusCode).toBe(204);
  });

  it('rejects a body without the refresh token', async () => {
    const response = await postLogout({});
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
