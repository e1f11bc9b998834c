import { create } from 'zustand';
import { apiClient } from '../api/client';
import {
  CHAT_STREAM_IDLE_MS,
  CHAT_STREAM_RETRY_MAX_MS,
  CHAT_STREAM_RETRY_MS,
  chatPaths,
  parseChatStreamEvent,
  type ChatStreamEvent,
} from '../contracts/chats';
import { sessionEvents } from '../session/events';
import { useSession } from '../session/session-store';
import { createSseParser } from './sse-parser';

/**
 * `off`: nobody listens or signed out. `connecting`: asking for the stream. `open`: the server answered
 * and events flow. `retrying`: it dropped or failed; the next attempt is scheduled (the 60 s poll covers).
 */
export type ChatStreamStatus = 'off' | 'connecting' | 'open' | 'retrying';
export type ChatStreamListener = (event: ChatStreamEvent) => void;

export interface ChatStreamOptions {
  /** Opens the stream with the current access token (refreshing it on a 401), without reading it. */
  open: (signal: AbortSignal) => Promise<Response>;
  isSignedIn: () => boolean;
  /** Calls back when the session starts or ends; answers how to stop watching. */
  watchSession: (onChange: () => void) => () => void;
  /** Calls back when trying now is worth it (a fresh token, the network back); answers how to stop. */
  watchWakeUps?: (onWakeUp: () => void) => () => void;
  /**
   * Holds the first connection of the page until `start` is called (the singleton waits for the page
   * to load and go quiet); without it, connects at once.
   */
  waitToStart?: (start: () => void) => () => void;
  retryMs?: number;
  maxRetryMs?: number;
  idleMs?: number;
}

export interface ChatStream {
  /** Listens to every event; the first listener opens the connection, the last one to leave closes it. */
  subscribe(listener: ChatStreamListener): () => void;
  /** The connection's state, as a zustand hook (`useStatus((s) => s.status)`) with getState(). */
  useStatus: ReturnType<typeof createStatusStore>;
}

const createStatusStore = () => create<{ status: ChatStreamStatus }>()(() => ({ status: 'off' }));

/**
 * The chats' live connection: `fetch` with the bearer token (EventSource cannot send headers), read as
 * Server-Sent Events, parsed with the contract and handed to every listener. It runs only while someone
 * listens and the user is signed in. When it fails or ends (the server closes it as the access token
 * expires) it tries again after `retryMs`, doubling up to `maxRetryMs`; a connection that got its `ready`
 * event starts the count over. No byte for `idleMs` (heartbeats included) means the connection is dead.
 * Listeners refetch what they show on every `ready`: it is the first event of every connection.
 */
export function createChatStream(options: ChatStreamOptions): ChatStream {
  const retryMs = options.retryMs ?? CHAT_STREAM_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? CHAT_STREAM_RETRY_MAX_MS;
  const idleMs = options.idleMs ?? CHAT_STREAM_IDLE_MS;
  const useStatus = createStatusStore();
  const listeners = new Set<ChatStreamListener>();
  const setStatus = (status: ChatStreamStatus) => {
    if (useStatus.getState().status !== status) useStatus.setState({ status });
  };

  // Each connection attempt takes a new number; anything belonging to an older one stops quietly.
  let generation = 0;
  let failures = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let unwatch: Array<() => void> = [];
  let pageReady = !options.waitToStart;
  let cancelWait: (() => void) | null = null;

  const emit = (event: ChatStreamEvent) => {
    if (event.event === 'ready') failures = 0;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken listener must not starve the others (nor kill the connection).
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    retryTimer = undefined;
    idleTimer = undefined;
  };

  const halt = () => {
    generation += 1;
    cancelWait?.();
    cancelWait = null;
    clearTimers();
    controller?.abort();
    controller = null;
    failures = 0;
    setStatus('off');
  };

  const scheduleRetry = (attempt: number) => {
    if (attempt !== generation) return;
    clearTimers();
    controller = null;
    if (!options.isSignedIn() || listeners.size === 0) return halt();
    const delay = Math.min(retryMs * 2 ** failures, maxRetryMs);
    failures += 1;
    setStatus('retrying');
    retryTimer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    clearTimers();
    controller?.abort();
    const attempt = ++generation;
    const abort = new AbortController();
    controller = abort;
    setStatus('connecting');

    let response: Response;
    try {
      response = await options.open(abort.signal);
    } catch {
      return scheduleRetry(attempt);
    }
    if (attempt !== generation) return void response.body?.cancel().catch(() => undefined);
    const reader = response.ok ? response.body?.getReader() : undefined;
    if (!reader) return scheduleRetry(attempt);

    setStatus('open');
    const decoder = new TextDecoder();
    const parser = createSseParser(({ event, data }) => {
      const parsed = parseChatStreamEvent(event, data);
      if (parsed && attempt === generation) emit(parsed);
    });
    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => abort.abort(), idleMs);
    };
    try {
      armIdle();
      for (;;) {
        const { done, value } = await reader.read();
        if (attempt !== generation) break;
        if (done) break;
        armIdle();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted (idle, stopped) or the network dropped: both end here and try again below.
    }
    void reader.cancel().catch(() => undefined);
    scheduleRetry(attempt);
  }

  const start = () => {
    if (listeners.size === 0 || !options.isSignedIn()) return halt();
    if (useStatus.getState().status !== 'off') return;
    if (pageReady) return void connect();
    setStatus('connecting');
    cancelWait = options.waitToStart!(() => {
      cancelWait = null;
      pageReady = true;
      if (listeners.size > 0 && options.isSignedIn()) void connect();
    });
  };

  const wakeUp = () => {
    if (useStatus.getState().status === 'retrying') void connect();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        unwatch = [options.watchSession(start), ...(options.watchWakeUps ? [options.watchWakeUps(wakeUp)] : [])];
        start();
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        for (const stop of unwatch) stop();
        unwatch = [];
        halt();
      };
    },
    useStatus,
  };
}

/**
 * A chat stream stays open as long as the page: it is never something the page waits for, so the browser
 * serves it after the page's own requests, and page-load tools (Lighthouse) do not wait on it as on a
 * request the page needs (they would otherwise wait for it until their time limit).
 */
export const STREAM_PRIORITY: RequestPriority = 'low';

/** How long the API client must have had nothing in flight before the page's first connection. */
export const CHAT_STREAM_START_QUIET_MS = 1_000;
/** The first connection waits at most this long after the page loaded. */
export const CHAT_STREAM_START_MAX_MS = 10_000;

/**
 * The page's first connection waits until it has loaded and its API calls are answered (then 1 s of
 * quiet), at most 10 s: the stream never holds up what the page shows, and tools that wait for the
 * network to go quiet (Lighthouse, Playwright's `networkidle`) see the page as loaded first. The badge
 * got its count from its first request meanwhile, and the first `ready` refetches anyway.
 */
export function afterPageLoad(start: () => void, client: Pick<typeof apiClient, 'whenQuiet'> = apiClient): () => void {
  let done = false;
  let stopQuiet = () => undefined as void;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    stopQuiet();
    clearTimeout(cap);
    start();
  };
  const loaded = () => {
    stopQuiet = client.whenQuiet(CHAT_STREAM_START_QUIET_MS, once);
    cap = setTimeout(once, CHAT_STREAM_START_MAX_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    done = true;
    stopQuiet();
    clearTimeout(cap);
    window.removeEventListener('load', loaded);
  };
}

/** The one stream of this tab, shared by the host's badge and the chats screen (`@coach/shared` is a singleton). */
export const chatStream: ChatStream = createChatStream({
  waitToStart: afterPageLoad,
  open: (signal) => apiClient.fetchAuthorized(chatPaths.stream, { signal, headers: { Accept: 'text/event-stream' }, priority: STREAM_PRIORITY }),
  isSignedIn: () => useSession.getState().user !== null,
  watchSession: (onChange) =>
    useSession.subscribe((state, previous) => {
      if ((state.user === null) !== (previous.user === null)) onChange();
    }),
  watchWakeUps: (onWakeUp) => {
    // A token refreshed by any call (or another tab) and the network coming back are worth a try now.
    window.addEventListener(sessionEvents.tokenRefreshed, onWakeUp);
    window.addEventListener('online', onWakeUp);
    return () => {
      window.removeEventListener(sessionEvents.tokenRefreshed, onWakeUp);
      window.removeEventListener('online', onWakeUp);
    };
  },
});
