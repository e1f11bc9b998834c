import { act, renderHook } from '@testing-library/react';
import { ApiClient } from '../api/api-client';
import { CHAT_STREAM_IDLE_MS, chatPaths, type ChatStreamEvent } from '../contracts/chats';
import { useSession } from '../session/session-store';
import { userFromToken } from '../session/user';
import { fakeAccessToken, resetBrowserState, stubFetch } from '../testing';
import { fakeEventStream, stubChatStream, type FakeEventStream } from './chat-stream-fake';
import { chatStream, createChatStream, type ChatStreamOptions } from './chat-stream';
import { useChatStream, useChatStreamStatus } from './use-chat-stream';

const message = { id: '2b9a4c1e-7d1f-4a55-9d8e-0c4c8a1b2f3d', text: 'Hola', from: 'client', sentAt: '2026-03-05T12:00:00.000Z', readAt: null };

/** A stream whose connections are fake streams the test drives; `opened` lists them in order. */
function setup(overrides: Partial<ChatStreamOptions> = {}) {
  const opened: FakeEventStream[] = [];
  let signedIn = true;
  let sessionChanged = () => undefined as void;
  let wakeUp = () => undefined as void;
  const open = jest.fn(async (signal: AbortSignal) => {
    const stream = fakeEventStream(signal);
    opened.push(stream);
    return stream.response;
  });
  const stream = createChatStream({
    open,
    isSignedIn: () => signedIn,
    watchSession: (onChange) => {
      sessionChanged = onChange;
      return () => (sessionChanged = () => undefined);
    },
    watchWakeUps: (onWakeUp) => {
      wakeUp = onWakeUp;
      return () => (wakeUp = () => undefined);
    },
    ...overrides,
  });
  const events: ChatStreamEvent[] = [];
  return {
    stream,
    open,
    opened,
    events,
    listen: () => stream.subscribe((event) => events.push(event)),
    status: () => stream.useStatus.getState().status,
    signIn: (value: boolean) => {
      signedIn = value;
      sessionChanged();
    },
    wakeUp: () => wakeUp(),
  };
}

const flush = () => jest.advanceTimersByTimeAsync(0);
// jsdom has no Response: the part of it the API client reads.
const jsonAnswer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

beforeEach(() => {
  resetBrowserState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('chat stream', () => {
  it('connects only while someone listens, once for all listeners, and hands over parsed events', async () => {
    const t = setup();
    await flush();
    expect(t.open).not.toHaveBeenCalled();

    const stop = t.listen();
    const other: ChatStreamEvent[] = [];
    const stopOther = t.stream.subscribe((event) => other.push(event));
    await flush();
    expect(t.open).toHaveBeenCalledTimes(1);
    expect(t.status()).toBe('open');

    const connection = t.opened[0]!;
    connection.write(': ping\n\n');
    connection.send('ready', { unreadMessages: 2 });
    connection.send('message', { clientId: 5, message });
    connection.send('typing', { clientId: 5 });
    connection.write('event: unread\ndata: {"unreadMessages":"tres"}\n\n');
    connection.write('event: unread\ndata: {"unreadMessages":3}\n\n');
    await flush();

    const expected = [
      { event: 'ready', data: { unreadMessages: 2 } },
      // A message of a server from before writtenAt reads with it null.
      { event: 'message', data: { clientId: 5, message: { ...message, writtenAt: null, author: null } } },
      { event: 'unread', data: { unreadMessages: 3 } },
    ];
    expect(t.events).toEqual(expected);
    expect(other).toEqual(expected);

    stop();
    await flush();
    expect(connection.closed).toBe(false);
    stopOther();
    await flush();
    expect(connection.closed).toBe(true);
    expect(t.status()).toBe('off');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.open).toHaveBeenCalledTimes(1);
  });

  it('reconnects after 1 s, doubling up to 30 s while it keeps failing, and starts over after a ready', async () => {
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const t = setup({ open: failing });
    t.listen();
    await flush();
    expect(t.status()).toBe('retrying');

    const attemptsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms - 1);
      const before = failing.mock.calls.length;
      await jest.advanceTimersByTimeAsync(1);
      return failing.mock.calls.length - before;
    };
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) expect(await attemptsAfter(delay)).toBe(1);

    // The network is back: the next attempt answers; a ready resets the count.
    const opened: FakeEventStream[] = [];
    failing.mockImplementation(((signal: AbortSignal) => {
      const stream = fakeEventStream(signal);
      opened.push(stream);
      return Promise.resolve(stream.response);
    }) as never);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(t.status()).toBe('open');
    opened[0]!.send('ready', { unreadMessages: 0 });
    await flush();
    opened[0]!.end();
    await flush();
    expect(t.status()).toBe('retrying');
    await jest.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);
    expect(t.status()).toBe('open');
  });

  it('retries a non-2xx answer (a 503) like a network failure', async () => {
    const open = jest.fn(async () => fakeEventStream(null, 503).response);
    const t = setup({ open });
    t.listen();
    await flush();
    expect(t.status()).toBe('retrying');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('drops a connection silent for CHAT_STREAM_IDLE_MS (no heartbeat) and opens a new one', async () => {
    const t = setup();
    t.listen();
    await flush();
    const first = t.opened[0]!;
    await jest.advanceTimersByTimeAsync(CHAT_STREAM_IDLE_MS - 1_000);
    first.write(': ping\n\n');
    await jest.advanceTimersByTimeAsync(CHAT_STREAM_IDLE_MS - 1_000);
    expect(first.closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(first.closed).toBe(true);
    expect(t.status()).toBe('retrying');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.opened).toHaveLength(2);
  });

  it('waits for a session, closes on sign-out and opens again on sign-in', async () => {
    const t = setup();
    t.signIn(false);
    t.listen();
    await flush();
    expect(t.open).not.toHaveBeenCalled();
    expect(t.status()).toBe('off');

    t.signIn(true);
    await flush();
    expect(t.opened).toHaveLength(1);
    t.signIn(false);
    await flush();
    expect(t.opened[0]!.closed).toBe(true);
    expect(t.status()).toBe('off');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.opened).toHaveLength(1);

    t.signIn(true);
    await flush();
    expect(t.opened).toHaveLength(2);
  });

  it('holds the first connection until waitToStart says the page is ready, and not again afterwards', async () => {
    let ready = () => undefined as void;
    const waitToStart = jest.fn((start: () => void) => {
      ready = start;
      return () => undefined;
    });
    const t = setup({ waitToStart });
    const stop = t.listen();
    await flush();
    expect(t.open).not.toHaveBeenCalled();
    expect(t.status()).toBe('connecting');
    ready();
    await flush();
    expect(t.opened).toHaveLength(1);

    stop();
    t.listen();
    await flush();
    expect(t.opened).toHaveLength(2);
    expect(waitToStart).toHaveBeenCalledTimes(1);
  });

  it('tries at once when woken up (a refreshed token, the network back) instead of waiting the backoff', async () => {
    const t = setup();
    t.listen();
    await flush();
    t.opened[0]!.fail();
    await flush();
    expect(t.status()).toBe('retrying');
    t.wakeUp();
    await flush();
    expect(t.opened).toHaveLength(2);
    expect(t.status()).toBe('open');
    t.wakeUp();
    await flush();
    expect(t.opened).toHaveLength(2);
  });

  it('after the server closes it (the token expired), reconnects with a fresh token from one refresh', async () => {
    const stored = { access: 'old-access', refresh: 'old-refresh' };
    const auths: Array<string | null> = [];
    const streams: FakeEventStream[] = [];
    const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/auth/login/refresh') {
        return jsonAnswer(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      const auth = new Headers(init?.headers).get('Authorization');
      auths.push(auth);
      if (auth !== `Bearer ${stored.access}` || (auth === 'Bearer old-access' && streams.length > 0)) {
        return jsonAnswer(401, { code: 'UNAUTHORIZED', message: 'Sesión vencida' });
      }
      const stream = fakeEventStream(init?.signal);
      streams.push(stream);
      return stream.response;
    });
    const client = new ApiClient({
      tokens: { getAccess: () => stored.access, getRefresh: () => stored.refresh, save: (access, refresh) => Object.assign(stored, { access, refresh }) },
      onSessionExpired: jest.fn(),
      fetchImpl: fetchImpl as typeof fetch,
      locks: { request: (_name, callback) => callback() },
    });
    const t = setup({ open: (signal) => client.fetchAuthorized(chatPaths.stream, { signal }) });
    t.listen();
    await flush();
    streams[0]!.send('ready', { unreadMessages: 1 });
    await flush();
    streams[0]!.end();
    await jest.advanceTimersByTimeAsync(1_000);

    expect(auths).toEqual(['Bearer old-access', 'Bearer old-access', 'Bearer new-access']);
    expect(streams).toHaveLength(2);
    streams[1]!.send('ready', { unreadMessages: 4 });
    await flush();
    expect(t.events.map((event) => event.data)).toEqual([{ unreadMessages: 1 }, { unreadMessages: 4 }]);
  });
  it('after the server closes it because the session ended (on any instance), the refused refresh signs out once and it stops trying', async () => {
    const streams: FakeEventStream[] = [];
    const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/auth/login/refresh') return jsonAnswer(401, { code: 'INVALID_REFRESH_TOKEN', message: 'Tu sesión terminó.' });
      if (fetchImpl.mock.calls.length > 1) return jsonAnswer(401, { code: 'UNAUTHORIZED', message: 'Sesión vencida' });
      const stream = fakeEventStream(init?.signal);
      streams.push(stream);
      return stream.response;
    });
    const sessionExpired = jest.fn(() => t.signIn(false));
    const client = new ApiClient({
      tokens: { getAccess: () => 'revoked-access', getRefresh: () => 'revoked-refresh', save: () => undefined },
      onSessionExpired: sessionExpired,
      fetchImpl: fetchImpl as typeof fetch,
      locks: { request: (_name, callback) => callback() },
    });
    const t = setup({ open: (signal) => client.fetchAuthorized(chatPaths.stream, { signal }) });
    t.listen();
    await flush();
    streams[0]!.send('ready', { unreadMessages: 0 });
    await flush();
    // The server ends it: the session was revoked.
    streams[0]!.end();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(t.status()).toBe('off');
    const calls = fetchImpl.mock.calls.length;
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchImpl.mock.calls.length).toBe(calls);
  });
});

describe('the tab’s chat stream (chatStream, useChatStream)', () => {
  it('opens chatPaths.stream with the stored bearer token for its hooks, shows its state, and closes when the last unmounts', async () => {
    const token = fakeAccessToken();
    localStorage.setItem('coach.access-token', token);
    useSession.setState({ user: userFromToken(token) });
    stubFetch(() => ({ status: 404 }));
    const server = stubChatStream();
    const fetchSpy = globalThis.fetch as jest.Mock;

    const seen: ChatStreamEvent[] = [];
    const badge = renderHook(() => useChatStream((event) => seen.push(event)));
    const screen = renderHook(() => useChatStreamStatus());
    const listener = renderHook(() => useChatStream(() => undefined));
    await act(flush);
    // The page's first connection waits for a quiet second of the API client.
    expect(server.connections).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1_000));

    expect(server.connections).toHaveLength(1);
    const [url, init] = fetchSpy.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/v1/chats/stream');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(screen.result.current).toBe('open');

    server.send('unread', { unreadMessages: 7 });
    await act(flush);
    expect(seen).toEqual([{ event: 'unread', data: { unreadMessages: 7 } }]);

    badge.unmount();
    await act(flush);
    expect(server.connections[0]!.closed).toBe(false);
    listener.unmount();
    await act(flush);
    expect(server.connections[0]!.closed).toBe(true);
    expect(chatStream.useStatus.getState().status).toBe('off');
  });
});
