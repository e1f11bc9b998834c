import { apiMessages } from '@coach/shared/contracts';
import { authHeader, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const MAX = 3;
const ctx = setupApiTests({ env: { RATE_LIMIT_AUTH_MAX: String(MAX) } });

const requestChange = (access: string, currentPassword: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/me/email-change',
    headers: authHeader(access),
    payload: { newEmail: 'nueva@example.com', currentPassword },
    remoteAddress,
  });
const link = (path: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: `/auth/email-change/${path}`, payload: { token: 'adivinanza' }, remoteAddress });

describe('rate limits of the email change', () => {
  it('limits password guesses per user, whatever the IP, like the password change', async () => {
    const { access } = await signedInTrainer(ctx.app);
    for (let i = 0; i < MAX; i += 1) expect((await requestChange(access, `Mala${i}1234`, `10.0.0.${i + 1}`)).statusCode).toBe(400);
    const limited = await requestChange(access, 'Secreta123', '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.rateLimited });
  });

  it.each(['confirm', 'undo'])('limits guesses at the %s link per IP', async (path) => {
    for (let i = 0; i < MAX; i += 1) expect((await link(path, '10.0.1.1')).statusCode).toBe(400);
    expect((await link(path, '10.0.1.1')).statusCode).toBe(429);
    expect((await link(path, '10.0.1.2')).statusCode).toBe(400);
  });
});
