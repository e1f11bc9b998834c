import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { authHeader, registeredAppClient, signedInTrainer } from '../../test/fixtures';
import { UNREAD_TTL_MS } from './live/hub';
import { notifyStatement } from './live/notifications';
import { sendAs } from './chat-test-helpers';
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

  it('answers from memory between changes, and follows every message and read, whatever instance stores it', async () => {
    const { trainer, access: client, clientId } = await registeredAppClient(ctx.app);
    const gymId = Number(JSON.parse(Buffer.from(trainer.access.split('.')[1]!, 'base64url').toString()).gym_id);
    const badge = async () => (await ctx.app.inject({ method: 'GET', url, headers: authHeader(trainer.access) })).json().unreadMessages;
    expect(await badge()).toBe(0);
    // A message stored by this instance counts at once.
    await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Hola');
    expect(await badge()).toBe(1);
    // Its own announcement comes back through the channel (on PostgreSQL, a moment later).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ctx.app.chatHub.idle();
    expect(await badge()).toBe(1);
    // A change the chat channel has not announced yet is not seen: the polls read no row.
    await ctx.app.db.update(conversations).set({ trainerUnread: 5 }).where(eq(conversations.clientId, clientId));
    expect(await badge()).toBe(1);
    // Another instance's write announces itself on the channel.
    await ctx.app.db.execute(notifyStatement({ kind: 'message', gymId, clientId, messageId: '00000000-0000-4000-8000-000000000000' }));
    for (let tries = 0; tries < 50 && (await badge()) !== 5; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await badge()).toBe(5);
    // Should an announcement ever go missing, the count is read again after UNREAD_TTL_MS.
    await ctx.app.db.update(conversations).set({ trainerUnread: 2 }).where(eq(conversations.clientId, clientId));
    expect(await badge()).toBe(5);
    ctx.clock.advance(UNREAD_TTL_MS);
    expect(await badge()).toBe(2);
  });
});
