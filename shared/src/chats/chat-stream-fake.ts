import { chatPaths } from '../contracts/chats';

/** A stream answer the test writes to, byte by byte if it likes (`@coach/shared/testing`). */
export interface FakeEventStream {
  response: Response;
  /** Writes raw text (frames, comments, half lines). */
  write(text: string): void;
  /** Writes one event: `event: <name>` and `data: <JSON>`, then the blank line. */
  send(event: string, data: unknown): void;
  /** The server closes the stream (as when the access token expires). */
  end(): void;
  /** The network drops it. */
  fail(): void;
  /** Whether the reader stopped (ended, failed, cancelled or aborted). */
  readonly closed: boolean;
}

/**
 * A 200 `text/event-stream` answer as `fetch` gives it: `body.getReader()` answers what the test writes.
 * jsdom has no ReadableStream, so this is the reader's part the code uses; aborting `signal` fails the
 * pending read like a real fetch does.
 */
export function fakeEventStream(signal?: AbortSignal | null, status = 200): FakeEventStream {
  const encoder = new TextEncoder();
  const queue: Uint8Array[] = [];
  let closed = false;
  let failure: Error | null = null;
  let waiting: { resolve: (result: ReadableStreamReadResult<Uint8Array>) => void; reject: (error: Error) => void } | null = null;

  const settle = () => {
    if (!waiting) return;
    const { resolve, reject } = waiting;
    if (queue.length > 0) resolve({ done: false, value: queue.shift()! });
    else if (failure) reject(failure);
    else if (closed) resolve({ done: true, value: undefined });
    else return;
    waiting = null;
  };
  const close = (error: Error | null) => {
    if (closed) return;
    closed = true;
    failure = error;
    if (error) queue.length = 0;
    settle();
  };
  signal?.addEventListener('abort', () => close(new Error('The operation was aborted.')));

  const reader = {
    read: () =>
      new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }),
    cancel: () => {
      close(null);
      return Promise.resolve();
    },
    releaseLock: () => undefined,
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'text/event-stream' }),
    body: { getReader: () => reader, cancel: reader.cancel },
    text: () => Promise.resolve(''),
    json: () => Promise.resolve(null),
  } as unknown as Response;

  const write = (text: string) => {
    if (closed) return;
    queue.push(encoder.encode(text));
    settle();
  };
  return {
    response,
    write,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => close(null),
    fail: () => close(new Error('network error')),
    get closed() {
      return closed;
    },
  };
}

/**
 * Answers a chat stream (the trainer's chatPaths.stream unless `path` names the client app's) with fake streams, on top of the fetch stub the
 * test already set (`stubFetch`): every other call keeps its answer. `connections` lists each opened
 * stream in order; `send` writes an event to the newest one still open.
 */
export function stubChatStream(path: string = chatPaths.stream) {
  if (typeof globalThis.fetch !== 'function') {
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: () => Promise.reject(new Error('fetch no está simulado')) });
  }
  const fetchSpy = jest.isMockFunction(globalThis.fetch) ? (globalThis.fetch as jest.MockedFunction<typeof fetch>) : jest.spyOn(globalThis, 'fetch');
  const previous = fetchSpy.getMockImplementation();
  const connections: FakeEventStream[] = [];
  fetchSpy.mockImplementation((input, init) => {
    if (new URL(String(input), 'http://localhost').pathname === path) {
      const stream = fakeEventStream(init?.signal);
      connections.push(stream);
      return Promise.resolve(stream.response);
    }
    return previous ? previous(input, init) : Promise.reject(new Error('fetch no está simulado'));
  });
  const current = () => [...connections].reverse().find((stream) => !stream.closed);
  return {
    connections,
    /** The newest open stream (throws when none is open: the code under test is not listening). */
    get current(): FakeEventStream {
      const stream = current();
      if (!stream) throw new Error('No hay un stream de chats abierto');
      return stream;
    },
    send(event: string, data: unknown) {
      this.current.send(event, data);
    },
    /**
     * Resolves once a stream is open: the page's first connection waits for the API calls to be answered
     * and a quiet second (chatStream's waitToStart). With fake timers, advance them instead.
     */
    async opened(timeoutMs = 5_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!current()) {
        if (Date.now() > until) throw new Error('No se abrió ningún stream de chats');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
