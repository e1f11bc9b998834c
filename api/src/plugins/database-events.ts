import fp from 'fastify-plugin';
import { startListener, type DatabaseListener } from '../db/listener';

/** The notifications of the database's channels that this instance hears (NOTIFY from any instance). */
export interface DatabaseEvents {
  /** Hands every payload of `channel` to `handler`. Register while the app loads, before it is ready. */
  on(channel: string, handler: (payload: string) => void): void;
  /**
   * Called when the instance listens again after losing its connection: whatever was notified
   * meanwhile was not heard, so whoever caches on the strength of notifications should forget it.
   */
  onResumed(handler: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    databaseEvents: DatabaseEvents;
  }
}

/**
 * One LISTEN connection per instance, whatever the number of channels (chats, ended sessions): on
 * PostgreSQL each costs a connection of the pool for the life of the process. Starts listening when
 * the app is ready (every plugin has said what it listens to by then) and stops when it closes.
 */
export const databaseEventsPlugin = fp(
  async (app) => {
    const handlers = new Map<string, Array<(payload: string) => void>>();
    const resumedHandlers: Array<() => void> = [];
    let listener: DatabaseListener | undefined;
    const run = (handler: () => void) => {
      try {
        handler();
      } catch (error) {
        app.log.error({ err: error }, 'database events: a handler failed');
      }
    };
    app.decorate('databaseEvents', {
      on(channel, handler) {
        if (listener) throw new Error(`database events: ${channel} registered after the listener started`);
        handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      },
      onResumed(handler) {
        resumedHandlers.push(handler);
      },
    } satisfies DatabaseEvents);
    app.addHook('onReady', async () => {
      listener = await startListener(
        app.database,
        [...handlers.keys()],
        {
          notification: (channel, payload) => {
            for (const handler of handlers.get(channel) ?? []) run(() => handler(payload));
          },
          resumed: () => {
            for (const handler of resumedHandlers) run(handler);
          },
        },
        app.log,
      );
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'database-events', dependencies: ['app-context'] },
);
