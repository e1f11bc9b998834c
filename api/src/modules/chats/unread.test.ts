import { authHeader, signedInTrainer } from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';

const ctx = setupApiTests();
const url = '/api/v1/me/chats/unread_messages';

describe('GET /api/v1/me/chats/unread_messages', () => {
  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 0 while no client has written (chats.test.ts counts real messages)', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url, headers: authHeader(access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadMessages: 0 });
  });
});
