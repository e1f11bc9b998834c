/** Stubs the network boundary (global fetch) with answers shaped like the API's. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

type Handler = (call: FetchCall) => Reply | Promise<Reply>;

function toResponse({ status, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(text ? (JSON.parse(text) as unknown) : null),
  };
  return response as Response;
}

export function stubFetch(handler: Handler) {
  // jsdom has no fetch of its own: give spyOn something to replace.
  if (typeof globalThis.fetch !== 'function') {
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: () => Promise.reject(new Error('fetch no está simulado')),
    });
  }
  const calls: FetchCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const rawBody = init?.body;
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
    };
    calls.push(call);
    return toResponse(await handler(call));
  });
  return { calls, spy };
}

/** A reply the test releases when it wants, to look at the screen while the call is pending. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { promise, release: (reply: Reply) => release(reply) };
}

// btoa takes Latin-1: turn the UTF-8 bytes into characters first, as a real token's encoder does.
const latin1 = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const base64Url = (value: object) =>
  btoa(latin1(JSON.stringify(value))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token carrying the claims of SPEC.md section 3 (the browser does not check the signature). */
export function fakeAccessToken(claims: Partial<Record<string, unknown>> = {}): string {
  const payload = {
    id: 7,
    username: 'ana@ejemplo.com',
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@ejemplo.com',
    role: 'CO',
    gym_id: 3,
    image: null,
    remainingDays: 30,
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.firma`;
}

export interface PostedActionLog {
  action: string;
  metadata: Record<string, unknown>;
}

/** Answers every call with 201 and gives back the action logs the code under test sent. */
export function stubActionLogs(): () => PostedActionLog[] {
  const { calls } = stubFetch(() => ({ status: 201, body: {} }));
  return () => calls.filter((call) => call.url.endsWith('/api/v1/actionlogs')).map((call) => call.body as PostedActionLog);
}
