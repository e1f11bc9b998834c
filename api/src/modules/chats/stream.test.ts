import type { ChatStreamEvent } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { authHeader, decodeClaims, registeredAppClient } from '../../test/fixtures';
import { SESSION_STATE_TTL_MS } from '../sessions/session-states';
import { setupApiTests } from '../../test/test-app';
import { createTaskAs, libraryOf } from '../agenda/tasks/task-test-helpers';
import { listening, openStream, postAs, sendAs, type StreamReader } from './chat-test-helpers';

/**
 * The live streams on one instance (PGlite's in-process notifications, or PostgreSQL's LISTEN/NOTIFY
 * with TEST_DATABASE_URL): real HTTP connections, read with fetch and the Authorization header as the
 * web does. Across two instances: cross-instance.test.ts.
 */
const ctx = setupApiTests();

const TRAINER_STREAM = '/api/v1/chats/stream';
const CLIENT_STREAM = '/api/v1/client-app/messages/stream';
const streams: StreamReader[] = [];

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function connected(path: string, access: string) {
  const stream = await openStream(await listening(ctx.app), path, access);
  streams.push(stream);
  return stream;
}

const is =
  <N extends ChatStreamEvent['event']>(name: N) =>
  (event: ChatStreamEvent): event is Extract<ChatStreamEvent, { event: N }> =>
    event.event === name;

it('each side gets the other\'s messages, its unread count and the read ticks, live', async () => {
  const { trainer, access: client, clientId } = await registeredAppClient(ctx.app);
  await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Antes de conectar');
  const trainerStream = await connected(TRAINER_STREAM, trainer.access);
  const clientStream = await connected(CLIENT_STREAM, client);
  expect([trainerStream.status, trainerStream.contentType]).toEqual([200, 'text/event-stream']);
  expect(await trainerStream.next()).toEqual({ event: 'ready', data: { unreadMessages: 1 } });
  expect(await clientStream.next()).toEqual({ event: 'ready', data: { unreadMessages: 0 } });

  const sent = (await sendAs(ctx.app, trainer.access, `/api/v1/chats/${clientId}/messages`, 'Hola José')).json();
  expect(await clientStream.next(is('message'))).toEqual({ event: 'message', data: { clientId, message: sent } });
  expect(await clientStream.next(is('unread'))).toEqual({ event: 'unread', data: { unreadMessages: 1 } });
  // The trainer's other tabs see their own message too.
  expect(await trainerStream.next(is('message'))).toEqual({ event: 'message', data: { clientId, message: sent } });

  const reply = (await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Hola profe')).json();
  expect(await trainerStream.next(is('message'))).toEqual({ event: 'message', data: { clientId, message: reply } });
  expect(await trainerStream.next(is('unread'))).toEqual({ event: 'unread', data: { unreadMessages: 2 } });

  await postAs(ctx.app, trainer.access, `/api/v1/chats/${clientId}/read`);
  const read = { event: 'read', data: { clientId, by: 'trainer', readAt: ctx.clock.now().toISOString() } };
  expect(await clientStream.next(is('read'))).toEqual(read);
  expect(await trainerStream.next(is('read'))).toEqual(read);
  expect(await trainerStream.next(is('unread'))).toEqual({ event: 'unread', data: { unreadMessages: 0 } });

  await postAs(ctx.app, client, '/api/v1/client-app/messages/read');
  expect(await trainerStream.next(is('read'))).toEqual({ event: 'read', data: { clientId, by: 'client', readAt: ctx.clock.now().toISOString() } });
  expect(await clientStream.next(is('unread'))).toEqual({ event: 'unread', data: { unreadMessages: 0 } });
});

it("a stream carries only its business's events, and a client's only their own conversation", async () => {
  const { trainer, access: client, clientId } = await registeredAppClient(ctx.app);
  const other = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/clients',
    headers: authHeader(trainer.access),
    payload: { firstName: 'Ana', lastName: 'Gómez' },
  });
  const clientStream = await connected(CLIENT_STREAM, client);
  await clientStream.next(is('ready'));
  await sendAs(ctx.app, trainer.access, `/api/v1/chats/${other.json().id}/messages`, 'Para Ana');
  await sendAs(ctx.app, trainer.access, `/api/v1/chats/${clientId}/messages`, 'Para José');
  const first = await clientStream.next(is('message'));
  expect(first.data).toMatchObject({ clientId, message: { text: 'Para José' } });
});

it('a retried send is not delivered twice', async () => {
  const { trainer, access: client } = await registeredAppClient(ctx.app);
  const trainerStream = await connected(TRAINER_STREAM, trainer.access);
  await trainerStream.next(is('ready'));
  const id = crypto.randomUUID();
  await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Uno', id);
  await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Uno', id);
  await sendAs(ctx.app, client, '/api/v1/client-app/messages', 'Dos');
  const texts = [await trainerStream.next(is('message')), await trainerStream.next(is('message'))].map((event) =>
    event.event === 'message' ? event.data.message.text : '',
  );
  expect(texts).toEqual(['Uno', 'Dos']);
});

it('needs the bearer token of the right kind: 401 without, 403 with the other side\'s', async () => {
  const { trainer, access: client } = await registeredAppClient(ctx.app);
  for (const [path, headers, status] of [
    [TRAINER_STREAM, {}, 401],
    [CLIENT_STREAM, {}, 401],
    [TRAINER_STREAM, authHeader(client), 403],
    [CLIENT_STREAM, authHeader(trainer.access), 403],
  ] as const) {
    const response = await ctx.app.inject({ method: 'GET', url: path, headers });
    expect([path, response.statusCode]).toEqual([path, status]);
  }
});

it('ends when the access token expires, so the caller reconnects with a fresh one', async () => {
  const { trainer } = await registeredAppClient(ctx.app);
  const { exp } = decodeClaims(trainer.access) as { exp: number };
  // Connected 300 ms before the token expires (by the app's clock).
  ctx.clock.advance(exp * 1000 - 300 - ctx.clock.now().getTime());
  const stream = await connected(TRAINER_STREAM, trainer.access);
  await stream.next(is('ready'));
  await stream.ended;
  expect(ctx.app.chatHub.size).toBe(0);
});

it('ends when its session ends (signed out everywhere); reconnecting with the same token is refused', async () => {
  const { trainer } = await registeredAppClient(ctx.app);
  const stream = await connected(TRAINER_STREAM, trainer.access);
  await stream.next(is('ready'));
  const revoked = await ctx.app.inject({ method: 'POST', url: '/api/v1/me/sessions/revoke', headers: authHeader(trainer.access) });
  expect(revoked.statusCode).toBe(204);
  await stream.ended;
  expect(ctx.app.chatHub.size).toBe(0);
  // The web reconnects with its token, is refused, and its refresh is refused too: it signs out.
  expect((await ctx.app.inject({ method: 'GET', url: TRAINER_STREAM, headers: authHeader(trainer.access) })).statusCode).toBe(401);
});

it('a session that ended unannounced (another instance, its notification lost) ends its stream at the periodic check', async () => {
  const { trainer } = await registeredAppClient(ctx.app);
  const stream = await connected(TRAINER_STREAM, trainer.access);
  await stream.next(is('ready'));
  // As another instance would, but without telling this one.
  await ctx.app.db.update(users).set({ sessionVersion: 7 }).where(eq(users.id, trainer.user.id));
  ctx.app.chatHub.checkSessions();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Still trusted: this instance read the session less than SESSION_STATE_TTL_MS ago.
  expect(ctx.app.chatHub.size).toBe(1);
  ctx.clock.advance(SESSION_STATE_TTL_MS);
  ctx.app.chatHub.checkSessions();
  await stream.ended;
  expect(ctx.app.chatHub.size).toBe(0);
});

it('closing the app ends every open stream', async () => {
  const { trainer, access: client } = await registeredAppClient(ctx.app);
  const trainerStream = await connected(TRAINER_STREAM, trainer.access);
  const clientStream = await connected(CLIENT_STREAM, client);
  await trainerStream.next(is('ready'));
  await clientStream.next(is('ready'));
  expect(ctx.app.chatHub.size).toBe(2);
  await ctx.app.close();
  await Promise.all([trainerStream.ended, clientStream.ended]);
  expect(ctx.app.chatHub.size).toBe(0);
});

it("says when a client's tasks change: to the client's app what the trainer assigned, to the trainers what the client registered", async () => {
  const { trainer, access: client, clientId } = await registeredAppClient(ctx.app);
  const { activity } = await libraryOf(ctx.app, trainer.access);
  const other = await ctx.app.inject({ method: 'POST', url: '/api/v1/clients', headers: authHeader(trainer.access), payload: { firstName: 'Ana', lastName: 'Gómez' } });
  const trainerStream = await connected(TRAINER_STREAM, trainer.access);
  const clientStream = await connected(CLIENT_STREAM, client);
  await trainerStream.next(is('ready'));
  await clientStream.next(is('ready'));
  const today = ctx.clock.now().toISOString().slice(0, 10);

  // Another client's new task is not this client's business; their own is, at once.
  await createTaskAs(ctx.app, trainer.access, other.json<{ id: number }>().id, { type: 'activity', itemId: activity.id, date: today });
  const task = await createTaskAs(ctx.app, trainer.access, clientId, { type: 'activity', itemId: activity.id, date: today });
  expect(await clientStream.next(is('tasks'))).toEqual({ event: 'tasks', data: { clientId } });
  expect(await trainerStream.next(is('tasks'))).toEqual({ event: 'tasks', data: { clientId: other.json<{ id: number }>().id } });
  expect(await trainerStream.next(is('tasks'))).toEqual({ event: 'tasks', data: { clientId } });

  const registered = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/client-app/tasks/${task.id}/completions`,
    headers: authHeader(client),
    payload: { date: today, durationMin: 30 },
  });
  expect(registered.statusCode).toBe(201);
  expect(await trainerStream.next(is('tasks'))).toEqual({ event: 'tasks', data: { clientId } });
  expect(await clientStream.next(is('tasks'))).toEqual({ event: 'tasks', data: { clientId } });
});
