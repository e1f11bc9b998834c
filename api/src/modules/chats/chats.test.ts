import { randomUUID } from 'node:crypto';
import { apiMessages, chatMessages, clientMessages, type ChatList, type ChatMessage, type ChatMessagePage, type TokenPair } from '@coach/shared/contracts';
import {
  authHeader,
  createClientAs,
  decodeClaims,
  inviteAs,
  newAppClient,
  registerInApp,
  registeredAppClient,
  signedInTrainer,
} from '../../test/fixtures';
import { setupApiTests } from '../../test/test-app';
import { getAs, postAs, sendAs } from './chat-test-helpers';

const ctx = setupApiTests();

const trainerMessages = (clientId: number) => `/api/v1/chats/${clientId}/messages`;
const APP = '/api/v1/client-app/messages';
const BADGE = '/api/v1/me/chats/unread_messages';

async function pair() {
  const { trainer, access, clientId } = await registeredAppClient(ctx.app);
  return { trainer: trainer.access, client: access, clientId };
}

/** A second business (another trainer) with its own client registered in the app. */
async function appClientOfAnotherBusiness() {
  const trainer = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
  const { code } = await inviteAs(ctx.app, trainer.access);
  const registered = await registerInApp(ctx.app, newAppClient(code, { email: 'otro@example.com' }));
  const { access } = registered.json<TokenPair>();
  return { trainer: trainer.access, client: access, clientId: decodeClaims(access).client_id as number };
}

const unread = async (access: string, url: string) => (await getAs(ctx.app, access, url)).json<{ unreadMessages: number }>().unreadMessages;
const texts = (page: ChatMessagePage) => page.items.map((item) => item.text);

describe('sending and reading, both sides', () => {
  it('a trainer message reaches the client, counts as unread there until read, then shows read to the trainer', async () => {
    const { trainer, client, clientId } = await pair();
    const sent = await sendAs(ctx.app, trainer, trainerMessages(clientId), '  Hola José, ¿cómo te fue? 💪  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toEqual({ id: expect.any(String), text: 'Hola José, ¿cómo te fue? 💪', from: 'trainer', sentAt: ctx.clock.now().toISOString(), writtenAt: null, readAt: null, author: { id: expect.any(Number), firstName: 'Lucía', lastName: 'Pérez' } });

    expect(await unread(client, `${APP}/unread`)).toBe(1);
    expect(await unread(trainer, BADGE)).toBe(0);
    const page = (await getAs(ctx.app, client, APP)).json<ChatMessagePage>();
    expect(page).toEqual({ items: [message], nextCursor: null });

    ctx.clock.advance(60_000);
    const read = await postAs(ctx.app, client, `${APP}/read`);
    expect([read.statusCode, read.json()]).toEqual([200, { unreadMessages: 0 }]);
    expect(await unread(client, `${APP}/unread`)).toBe(0);
    const seen = (await getAs(ctx.app, trainer, trainerMessages(clientId))).json<ChatMessagePage>();
    expect(seen.items[0]?.readAt).toBe(ctx.clock.now().toISOString());
  });

  it("a client's messages raise the badge and the conversation's count; opening it marks them read", async () => {
    const { trainer, client, clientId } = await pair();
    await sendAs(ctx.app, client, APP, 'Hola profe');
    await sendAs(ctx.app, client, APP, 'Mañana no puedo ir');
    expect(await unread(trainer, BADGE)).toBe(2);
    const list = (await getAs(ctx.app, trainer, '/api/v1/chats')).json<ChatList>();
    expect(list.items[0]).toMatchObject({ clientId, unreadMessages: 2, hasAppAccess: true, active: true, lastMessage: { text: 'Mañana no puedo ir', from: 'client' } });

    const read = await postAs(ctx.app, trainer, `/api/v1/chats/${clientId}/read`);
    expect([read.statusCode, read.json()]).toEqual([200, { unreadMessages: 0 }]);
    expect(await unread(trainer, BADGE)).toBe(0);
    const mine = (await getAs(ctx.app, client, APP)).json<ChatMessagePage>();
    expect(mine.items.map((item) => item.readAt)).toEqual([ctx.clock.now().toISOString(), ctx.clock.now().toISOString()]);
    // Reading again changes nothing.
    expect((await postAs(ctx.app, trainer, `/api/v1/chats/${clientId}/read`)).json()).toEqual({ unreadMessages: 0 });
  });

  it('the badge adds up every conversation of the business', async () => {
    const { trainer, client, clientId } = await pair();
    const other = await createClientAs(ctx.app, trainer, { firstName: 'Ana', lastName: 'Gómez' });
    await sendAs(ctx.app, client, APP, 'Uno');
    await sendAs(ctx.app, client, APP, 'Dos');
    expect(await unread(trainer, BADGE)).toBe(2);
    await postAs(ctx.app, trainer, `/api/v1/chats/${other.id}/read`);
    expect(await unread(trainer, BADGE)).toBe(2);
    await postAs(ctx.app, trainer, `/api/v1/chats/${clientId}/read`);
    expect(await unread(trainer, BADGE)).toBe(0);
  });

  it('keeps emoji, line breaks and any script; refuses an empty text or one over 2,000 characters in Spanish', async () => {
    const { trainer, clientId } = await pair();
    const text = 'Привет 👋\nこんにちは\tمرحبا';
    expect((await sendAs(ctx.app, trainer, trainerMessages(clientId), text)).json().text).toBe(text);
    expect((await sendAs(ctx.app, trainer, trainerMessages(clientId), '💪'.repeat(2000))).statusCode).toBe(201);
    const empty = await sendAs(ctx.app, trainer, trainerMessages(clientId), '   ');
    expect([empty.statusCode, empty.json().details.fieldErrors.text]).toEqual([400, [chatMessages.textRequired]]);
    const long = await sendAs(ctx.app, trainer, trainerMessages(clientId), 'a'.repeat(2001));
    expect([long.statusCode, long.json().details.fieldErrors.text]).toEqual([400, [chatMessages.textTooLong]]);
    const badId = await sendAs(ctx.app, trainer, trainerMessages(clientId), 'Hola', 'no-es-un-uuid');
    expect([badId.statusCode, badId.json().details.fieldErrors.id]).toEqual([400, [chatMessages.idInvalid]]);
  });
});

describe('a retried send', () => {
  it('the same id and text answers the stored message (200) and stores it once', async () => {
    const { trainer, client, clientId } = await pair();
    const id = randomUUID();
    const first = await sendAs(ctx.app, trainer, trainerMessages(clientId), 'Hola', id);
    ctx.clock.advance(5_000);
    const again = await sendAs(ctx.app, trainer, trainerMessages(clientId), ' Hola ', id.toUpperCase());
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(texts((await getAs(ctx.app, client, APP)).json())).toEqual(['Hola']);
    expect(await unread(client, `${APP}/unread`)).toBe(1);

    const fromApp = randomUUID();
    expect((await sendAs(ctx.app, client, APP, 'Dale', fromApp)).statusCode).toBe(201);
    expect((await sendAs(ctx.app, client, APP, 'Dale', fromApp)).statusCode).toBe(200);
    expect(await unread(trainer, BADGE)).toBe(1);
  });

  it('the same id with another text, from the other side or in another conversation is a 409', async () => {
    const { trainer, client, clientId } = await pair();
    const other = await createClientAs(ctx.app, trainer, { firstName: 'Ana', lastName: 'Gómez' });
    const id = randomUUID();
    await sendAs(ctx.app, trainer, trainerMessages(clientId), 'Hola', id);
    const conflict = { code: 'MESSAGE_ID_CONFLICT', message: chatMessages.idConflict };
    for (const response of [
      await sendAs(ctx.app, trainer, trainerMessages(clientId), 'Chau', id),
      await sendAs(ctx.app, client, APP, 'Hola', id),
      await sendAs(ctx.app, trainer, trainerMessages(other.id), 'Hola', id),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([409, conflict]);
    }
    expect(texts((await getAs(ctx.app, trainer, trainerMessages(clientId))).json())).toEqual(['Hola']);
  });
});

describe('a message written without signal', () => {
  const sendWritten = (access: string, url: string, text: string, writtenAt: string) =>
    ctx.app.inject({ method: 'POST', url, headers: authHeader(access), payload: { id: randomUUID(), text, writtenAt } });

  it('keeps when it was written, for both sides, when it reached the API minutes later; not when it is the same moment', async () => {
    const { trainer, client, clientId } = await pair();
    const now = ctx.clock.now().getTime();
    const late = await sendWritten(client, APP, 'Escrito en el gimnasio', new Date(now - 38 * 60_000).toISOString());
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ sentAt: new Date(now).toISOString(), writtenAt: new Date(now - 38 * 60_000).toISOString() });
    const atOnce = await sendWritten(client, APP, 'Recién', new Date(now - 30_000).toISOString());
    expect(atOnce.json()).toMatchObject({ writtenAt: null });
    // The trainer's view of the conversation says the same.
    const seen = (await getAs(ctx.app, trainer, trainerMessages(clientId))).json<ChatMessagePage>().items;
    expect(seen.map((message) => [message.text, message.writtenAt])).toEqual([
      ['Escrito en el gimnasio', new Date(now - 38 * 60_000).toISOString()],
      ['Recién', null],
    ]);
  });

  it("does not believe a clock in the future or more than a month back, and refuses a time that is not one", async () => {
    const { client } = await pair();
    const now = ctx.clock.now().getTime();
    expect((await sendWritten(client, APP, 'Futuro', new Date(now + 3_600_000).toISOString())).json()).toMatchObject({ writtenAt: null });
    expect((await sendWritten(client, APP, 'Viejo', new Date(now - 40 * 24 * 3_600_000).toISOString())).json()).toMatchObject({ writtenAt: null });
    const wrong = await sendWritten(client, APP, 'Hola', 'ayer');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fieldErrors.writtenAt).toEqual([chatMessages.writtenAtInvalid]);
  });
});

describe('pages of a conversation', () => {
  it('walks back from the newest with no gap and no repeat while new messages arrive', async () => {
    const { trainer, client, clientId } = await pair();
    for (let i = 1; i <= 25; i += 1) {
      await sendAs(ctx.app, i % 2 ? trainer : client, i % 2 ? trainerMessages(clientId) : APP, `m${i}`);
      ctx.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let arrivals = 0;
    do {
      const url = `${trainerMessages(clientId)}?limit=10${cursor ? `&before=${cursor}` : ''}`;
      const page = (await getAs(ctx.app, trainer, url)).json<ChatMessagePage>();
      seen.unshift(...texts(page));
      cursor = page.nextCursor;
      // Both sides keep writing between two page loads.
      arrivals += 1;
      await sendAs(ctx.app, client, APP, `new${arrivals}`);
      await sendAs(ctx.app, trainer, trainerMessages(clientId), `new${arrivals}b`);
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `m${i + 1}`));

    const newest = (await getAs(ctx.app, client, `${APP}?limit=2`)).json<ChatMessagePage>();
    expect(texts(newest)).toEqual([`new${arrivals}`, `new${arrivals}b`]);
    const older = (await getAs(ctx.app, client, `${APP}?limit=2&before=${newest.nextCursor}`)).json<ChatMessagePage>();
    expect(texts(older)).toEqual([`new${arrivals - 1}`, `new${arrivals - 1}b`]);
  });

  it('an empty conversation is an empty page; a cursor that is not one is a 400', async () => {
    const { trainer, clientId } = await pair();
    expect((await getAs(ctx.app, trainer, trainerMessages(clientId))).json()).toEqual({ items: [], nextCursor: null });
    const bad = await getAs(ctx.app, trainer, `${trainerMessages(clientId)}?before=abc`);
    expect([bad.statusCode, bad.json().details.fieldErrors.before]).toEqual([400, [chatMessages.cursorInvalid]]);
  });
});

describe('the conversation list', () => {
  it('lists every client: latest conversation first, then the rest by name; searches by name ignoring accents', async () => {
    const { trainer, client, clientId } = await pair();
    const zoe = await createClientAs(ctx.app, trainer, { firstName: 'Zoe', lastName: 'Álvarez', image: null });
    const bruno = await createClientAs(ctx.app, trainer, { firstName: 'Bruno', lastName: 'Díaz' });
    await sendAs(ctx.app, trainer, trainerMessages(bruno.id), 'Primero');
    ctx.clock.advance(1000);
    await sendAs(ctx.app, client, APP, 'Después');

    const list = (await getAs(ctx.app, trainer, '/api/v1/chats')).json<ChatList>();
    // The sample client every business gets has no messages either: it sorts by name with Zoe.
    const ids = list.items.map((item) => item.clientId);
    expect(ids.slice(0, 2)).toEqual([clientId, bruno.id]);
    expect(list.total).toBe(list.items.length);
    expect(list.items.find((item) => item.clientId === zoe.id)).toEqual({
      clientId: zoe.id,
      firstName: 'Zoe',
      lastName: 'Álvarez',
      image: null,
      active: true,
      hasAppAccess: false,
      lastMessage: null,
      unreadMessages: 0,
    });
    expect(list.items[1]?.lastMessage).toMatchObject({ text: 'Primero', from: 'trainer', readAt: null });

    const found = (await getAs(ctx.app, trainer, '/api/v1/chats?search=alvarez%20ZO')).json<ChatList>();
    expect([found.total, found.items.map((item) => item.clientId)]).toEqual([1, [zoe.id]]);
    const paged = (await getAs(ctx.app, trainer, '/api/v1/chats?pageSize=1&page=2')).json<ChatList>();
    expect(paged.items.map((item) => item.clientId)).toEqual([bruno.id]);

    // Pages across the seam between conversations with messages and without: the same order, nothing twice.
    const walked: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      walked.push(...(await getAs(ctx.app, trainer, `/api/v1/chats?pageSize=2&page=${page}`)).json<ChatList>().items.map((item) => item.clientId));
    }
    expect(walked).toEqual(ids);

    const one = await getAs(ctx.app, trainer, `/api/v1/chats/${zoe.id}`);
    expect([one.statusCode, one.json().lastMessage]).toEqual([200, null]);
  });
});

describe('tenant isolation', () => {
  it("another business's client is a 404 on every chat path, exactly like a missing one", async () => {
    const { clientId } = await pair();
    const other = await signedInTrainer(ctx.app, { email: 'otra@example.com' });
    const missing = { code: 'NOT_FOUND', message: apiMessages.notFound };
    for (const response of [
      await getAs(ctx.app, other.access, `/api/v1/chats/${clientId}`),
      await getAs(ctx.app, other.access, trainerMessages(clientId)),
      await sendAs(ctx.app, other.access, trainerMessages(clientId), 'Hola'),
      await postAs(ctx.app, other.access, `/api/v1/chats/${clientId}/read`),
      await getAs(ctx.app, other.access, trainerMessages(2_147_483_647)),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([404, missing]);
    }
    const list = (await getAs(ctx.app, other.access, '/api/v1/chats')).json<ChatList>();
    expect(list.items.map((item) => item.clientId)).not.toContain(clientId);
  });

  it("a client reads and counts only their own conversation; another business's messages reach nobody else", async () => {
    const a = await pair();
    const b = await appClientOfAnotherBusiness();
    await sendAs(ctx.app, a.trainer, trainerMessages(a.clientId), 'Para A');
    await sendAs(ctx.app, b.trainer, trainerMessages(b.clientId), 'Para B');
    await sendAs(ctx.app, a.client, APP, 'De A');
    expect(texts((await getAs(ctx.app, a.client, APP)).json())).toEqual(['Para A', 'De A']);
    expect(texts((await getAs(ctx.app, b.client, APP)).json())).toEqual(['Para B']);
    expect(await unread(b.client, `${APP}/unread`)).toBe(1);
    expect(await unread(b.trainer, BADGE)).toBe(0);
    expect(await unread(a.trainer, BADGE)).toBe(1);
    // A trainer's token is not a client's: the client-app paths answer 403.
    expect((await getAs(ctx.app, a.trainer, APP)).statusCode).toBe(403);
    expect((await getAs(ctx.app, a.client, '/api/v1/chats')).statusCode).toBe(403);
  });
});

describe('a disabled client', () => {
  it('cannot receive (409 to the trainer, in Spanish) nor send or read (403 CLIENT_DISABLED); the trainer still reads the conversation', async () => {
    const { trainer, client, clientId } = await pair();
    await sendAs(ctx.app, client, APP, 'Antes');
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/clients/${clientId}`, headers: authHeader(trainer), payload: { active: false } });

    const refused = await sendAs(ctx.app, trainer, trainerMessages(clientId), 'Hola');
    expect([refused.statusCode, refused.json()]).toEqual([409, { code: 'CLIENT_DISABLED', message: chatMessages.clientDisabled }]);
    const disabled = { code: 'CLIENT_DISABLED', message: clientMessages.clientDisabled };
    for (const response of [
      await sendAs(ctx.app, client, APP, 'Después'),
      await getAs(ctx.app, client, APP),
      await getAs(ctx.app, client, `${APP}/unread`),
      await postAs(ctx.app, client, `${APP}/read`),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, disabled]);
    }
    expect(texts((await getAs(ctx.app, trainer, trainerMessages(clientId))).json())).toEqual(['Antes']);
    expect((await postAs(ctx.app, trainer, `/api/v1/chats/${clientId}/read`)).json()).toEqual({ unreadMessages: 0 });
    const item = (await getAs(ctx.app, trainer, `/api/v1/chats/${clientId}`)).json();
    expect(item).toMatchObject({ active: false, lastMessage: { text: 'Antes' } });
  });
});
