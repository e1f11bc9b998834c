import { AppProviders, createQueryClient, useSession, userFromToken } from '@coach/shared';
import { fakeAccessToken, resetBrowserState, stubChatStream, stubFetch } from '@coach/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { UNREAD_POLL_MS, useUnreadMessages } from './get-unread-messages';

function Badge() {
  return <output aria-label="sin leer">{useUnreadMessages(true)}</output>;
}

function signIn() {
  const token = fakeAccessToken();
  localStorage.setItem('coach.access-token', token);
  useSession.setState({ user: userFromToken(token) });
}

/** The unread poll answers `count()`; the stream is the fake of @coach/shared/testing. */
function serve(count: () => number) {
  const { calls } = stubFetch((call) =>
    call.url === '/api/v1/me/chats/unread_messages' ? { status: 200, body: { unreadMessages: count() } } : { status: 404 },
  );
  const stream = stubChatStream();
  const polls = () => calls.filter((call) => call.url === '/api/v1/me/chats/unread_messages').length;
  return { stream, polls };
}

const badge = () => screen.getByRole('status', { name: 'sin leer' });
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetBrowserState();
  signIn();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('sidebar badge count', () => {
  it('follows the stream: the ready count, then every unread event, with no new request', async () => {
    const server = serve(() => 2);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Badge />
      </AppProviders>,
    );
    await tick(0);
    expect(badge()).toHaveTextContent('2');
    // The page's first connection waits for a quiet second of the API client.
    expect(server.stream.connections).toHaveLength(0);
    await tick(1_000);

    server.stream.send('ready', { unreadMessages: 3 });
    await tick(0);
    expect(badge()).toHaveTextContent('3');
    server.stream.send('unread', { unreadMessages: 9 });
    await tick(0);
    expect(badge()).toHaveTextContent('9');
    expect(server.polls()).toBe(1);
  });

  it('does not poll while the stream is up, polls every 60 s while it is down, and stops when it is back', async () => {
    let count = 1;
    const server = serve(() => count);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Badge />
      </AppProviders>,
    );
    await tick(1_000);
    server.stream.send('ready', { unreadMessages: 1 });
    await tick(UNREAD_POLL_MS * 2);
    expect(server.polls()).toBe(1);

    // The stream drops and every reconnection fails: the poll takes over.
    const failing = globalThis.fetch as jest.Mock;
    const answer = failing.getMockImplementation()!;
    failing.mockImplementation((input: RequestInfo, init?: RequestInit) =>
      String(input) === '/api/v1/chats/stream' ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
    );
    server.stream.current.fail();
    count = 4;
    await tick(UNREAD_POLL_MS);
    expect(server.polls()).toBe(2);
    expect(badge()).toHaveTextContent('4');

    // Back up: the ready count shows and the poll stops again.
    failing.mockImplementation(answer);
    await tick(30_000);
    server.stream.send('ready', { unreadMessages: 5 });
    await tick(0);
    expect(badge()).toHaveTextContent('5');
    const polls = server.polls();
    await tick(UNREAD_POLL_MS * 2);
    expect(server.polls()).toBe(polls);
  });
});
