import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseChatStreamEvent, type ChatStreamEvent } from '@coach/shared/contracts';
import type { App } from '../../app';
import { authHeader } from '../../test/fixtures';

export const sendAs = (app: App, access: string, url: string, text: string, id: string = randomUUID()) =>
  app.inject({ method: 'POST', url, headers: authHeader(access), payload: { id, text } });

export const getAs = (app: App, access: string, url: string) => app.inject({ method: 'GET', url, headers: authHeader(access) });

export const postAs = (app: App, access: string, url: string) => app.inject({ method: 'POST', url, headers: authHeader(access) });

/** The app's address once it listens on a free port (a stream needs a real connection, not inject). */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface StreamReader {
  status: number;
  contentType: string | null;
  /** Every comment line seen (heartbeats). */
  comments: string[];
  /** The next event that matches (events already received count), or a rejection after `timeoutMs`. */
  next(match?: (event: ChatStreamEvent) => boolean, timeoutMs?: number): Promise<ChatStreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a chat stream as the web does: fetch with the Authorization header, Server-Sent Events parsed by hand. */
export async function openStream(baseUrl: string, path: string, access?: string): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', ...(access ? authHeader(access) : {}) },
    signal: controller.signal,
  });
  const events: ChatStreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  const pump = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length === 0) continue;
          const event = parseChatStreamEvent(name, data.join('\n'));
          if (event) events.push(event);
          for (const wake of [...waiters]) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      endedResolve();
      for (const wake of [...waiters]) wake();
    }
  };
  void pump();

  let consumed = 0;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    comments,
    ended,
    close: () => controller.abort(),
    next: (match = () => true, timeoutMs = 1000) =>
      new Promise<ChatStreamEvent>((resolve, reject) => {
        const check = () => {
          while (consumed < events.length) {
            const event = events[consumed++]!;
            if (match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching stream event within ${timeoutMs} ms (got ${JSON.stringify(events)})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
