/**
 * @jest-environment node
 */
import { ApiClient, REFRESH_PATH } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Token storage in memory (localStorage in the browser), shared by the clients given it. */
function memoryTokens() {
  const stored = { access: 'old-access', refresh: 'old-refresh' };
  const tokens = {
    getAccess: () => stored.access,
    getRefresh: () => stored.refresh,
    save: (access: string, refresh?: string | null) => {
      stored.access = access;
      if (refresh) stored.refresh = refresh;
    },
  };
  return { stored, tokens };
}

function setup(refreshAnswer: () => Response) {
  const { stored, tokens } = memoryTokens();
  const calls: { path: string; auth: string | null }[] = [];
  let resolveRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => (resolveRefresh = resolve));
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push({ path, auth });
    if (path === REFRESH_PATH) {
      await refreshGate;
      return refreshAnswer();
    }
    return auth === 'Bearer new-access' ? json(200, { path }) : json(401, { code: 'UNAUTHORIZED', message: 'Sesión vencida' });
  });
  const onSessionExpired = jest.fn();
  const onTokenRefreshed = jest.fn();
  const client = new ApiClient({ tokens, onSessionExpired, onTokenRefreshed, fetchImpl: fetchImpl as typeof fetch });
  return { client, calls, stored, onSessionExpired, onTokenRefreshed, resolveRefresh };
}

describe('ApiClient refresh queue', () => {
  it('five concurrent 401s cause exactly one refresh and five replays with the new token', async () => {
    const t = setup(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const requests = [1, 2, 3, 4, 5].map((n) => t.client.get<{ path: string }>(`/api/v1/items/${n}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.resolveRefresh();
    const answers = await Promise.all(requests);

    expect(answers.map((a) => a.path)).toEqual([1, 2, 3, 4, 5].map((n) => `/api/v1/items/${n}`));
    expect(t.calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(1);
    const replays = t.calls.filter((c) => c.path !== REFRESH_PATH && c.auth === 'Bearer new-access');
    expect(replays).toHaveLength(5);
    expect(t.stored).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    expect(t.onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the old refresh token when the answer brings none', async () => {
    const t = setup(() => json(200, { access: 'new-access' }));
    const request = t.client.get('/api/v1/me');
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.resolveRefresh();
    await request;
    expect(t.stored).toEqual({ access: 'new-access', refresh: 'old-refresh' });
  });

  it.each([
    ['a 401 answer', () => json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'x' })],
    ['an empty body', () => json(200, undefined)],
  ])('a failed refresh (%s) ends the session once and every request fails', async (_name, answer) => {
    const t = setup(answer);
    const requests = [1, 2, 3, 4, 5].map((n) => t.client.get(`/api/v1/items/${n}`).catch((error: unknown) => error));
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.resolveRefresh();
    const errors = await Promise.all(requests);

    expect(errors.every((error) => error instanceof ApiError && error.status === 401)).toBe(true);
    expect(t.calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(1);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer (network down, page leaving)', (): Response => {
      throw new TypeError('Failed to fetch');
    }],
    ['a 503 (database unavailable)', () => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' })],
  ])('a refresh that was not refused (%s) keeps the session and its tokens for the next request', async (_name, answer) => {
    let refreshAnswer = answer;
    const t = setup(() => refreshAnswer());
    t.resolveRefresh();
    const error: unknown = await t.client.get('/api/v1/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
    expect(t.stored).toEqual({ access: 'old-access', refresh: 'old-refresh' });

    refreshAnswer = () => json(200, { access: 'new-access', refresh: 'new-refresh' });
    await expect(t.client.get('/api/v1/me')).resolves.toEqual({ path: '/api/v1/me' });
    expect(t.calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(2);
  });

  it('hands other error bodies to the caller as a typed error', async () => {
    const fetchImpl = jest.fn(async () =>
      json(409, { code: 'EMAIL_ALREADY_EXISTS', message: 'Ya existe un usuario con este correo.' }),
    );
    const client = new ApiClient({
      tokens: { getAccess: () => null, getRefresh: () => null, save: () => undefined },
      onSessionExpired: jest.fn(),
      fetchImpl: fetchImpl as typeof fetch,
    });
    const error = await client.post('/api/v1/users/autonomous', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_ALREADY_EXISTS', message: 'Ya existe un usuario con este correo.' });
  });

  it('never refreshes for a public call', async () => {
    const onSessionExpired = jest.fn();
    const fetchImpl = jest.fn(async () => json(401, { code: 'INVALID_CREDENTIALS', message: 'No' }));
    const client = new ApiClient({
      tokens: { getAccess: () => 'x', getRefresh: () => 'y', save: () => undefined },
      onSessionExpired,
      fetchImpl: fetchImpl as typeof fetch,
    });
    await expect(client.post('/auth/web/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports a 402 so the session can pick up the ended trial, and still hands the error over', async () => {
    const onTrialExpired = jest.fn();
    const fetchImpl = jest.fn(async () => json(402, { code: 'TRIAL_EXPIRED', message: 'Tu prueba gratuita terminó.' }));
    const client = new ApiClient({
      tokens: { getAccess: () => 'x', getRefresh: () => 'y', save: () => undefined },
      onSessionExpired: jest.fn(),
      onTrialExpired,
      fetchImpl: fetchImpl as typeof fetch,
    });
    await expect(client.get('/api/v1/dashboard')).rejects.toMatchObject({ status: 402, code: 'TRIAL_EXPIRED' });
    expect(onTrialExpired).toHaveBeenCalledTimes(1);
  });

  it('fetchAuthorized (a stream) sends the token and its headers, refreshes once on a 401 and answers the replay unread', async () => {
    const t = setup(() => json(200, { access: 'new-access', refresh: 'new-refresh' }));
    const answer = t.client.fetchAuthorized('/api/v1/chats/stream', { headers: { Accept: 'text/event-stream' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.resolveRefresh();
    const response = await answer;

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/api/v1/chats/stream' });
    expect(t.calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/v1/chats/stream', 'Bearer old-access'],
      [REFRESH_PATH, null],
      ['/api/v1/chats/stream', 'Bearer new-access'],
    ]);
  });

  it('fetchAuthorized answers the 401 itself when the refresh fails, and the session ends once', async () => {
    const t = setup(() => json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'x' }));
    const answer = t.client.fetchAuthorized('/api/v1/chats/stream');
    await new Promise((resolve) => setTimeout(resolve, 0));
    t.resolveRefresh();
    expect((await answer).status).toBe(401);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('whenQuiet calls back once nothing has been in flight for the given time', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new ApiClient({ tokens: { getAccess: () => 'x', getRefresh: () => 'y', save: () => undefined }, onSessionExpired: jest.fn(), fetchImpl: fetchImpl as typeof fetch });
    jest.useFakeTimers();
    try {
      const onQuiet = jest.fn();
      const request = client.get('/api/v1/me');
      client.whenQuiet(1_000, onQuiet);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(onQuiet).not.toHaveBeenCalled();
      answer(json(200, {}));
      await request;
      await jest.advanceTimersByTimeAsync(999);
      expect(onQuiet).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(onQuiet).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** Two tabs of one origin: one token storage (localStorage), one lock manager, two clients. */
function twoTabs() {
  const { stored, tokens } = memoryTokens();
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  const refreshes: string[] = [];
  let rotation = 0;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === REFRESH_PATH) {
      const { refresh } = JSON.parse(String(init?.body)) as { refresh: string };
      refreshes.push(refresh);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // The API: a refresh token works once.
      if (refresh !== (rotation === 0 ? 'old-refresh' : `refresh-${rotation}`)) return json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'x' });
      rotation += 1;
      return json(200, { access: `access-${rotation}`, refresh: `refresh-${rotation}` });
    }
    const auth = new Headers(init?.headers).get('Authorization');
    return auth === `Bearer access-${rotation}` && rotation > 0 ? json(200, { ok: true }) : json(401, { code: 'UNAUTHORIZED', message: 'x' });
  }) as typeof fetch;
  const tab = () => {
    const onSessionExpired = jest.fn();
    return { client: new ApiClient({ tokens, onSessionExpired, fetchImpl, locks }), onSessionExpired };
  };
  return { tabs: [tab(), tab()], refreshes, stored };
}

describe('ApiClient across tabs', () => {
  it('two tabs refreshing at once: one refresh, both stay signed in', async () => {
    const { tabs, refreshes, stored } = twoTabs();
    const answers = await Promise.all(tabs.map(({ client }) => client.get<{ ok: boolean }>('/api/v1/me')));

    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toEqual(['old-refresh']);
    expect(stored).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    for (const { onSessionExpired } of tabs) expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
