import { CHAT_STREAM_HEARTBEAT_MS } from '@coach/shared/contracts';
import fastifySse from '@fastify/sse';
import fp from 'fastify-plugin';
import { SESSION_STATE_TTL_MS } from '../../sessions/session-states';
import { ChatHub } from './hub';
import { CHAT_CHANNEL } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open chat streams, fed by the database's chat channel. */
    chatHub: ChatHub;
  }
}

/**
 * Server-Sent Events for the routes that declare them, and the chat hub of this instance, fed by the
 * chat channel of the instance's one LISTEN (plugins/database-events.ts). A stream ends with its
 * session: when this instance learns that the session ended (here or, through the database, on any
 * other instance), and, should that news be lost, at the next check of every stream (each
 * SESSION_STATE_TTL_MS). Streams are ended before the server closes (an open stream would keep it
 * from closing).
 */
export const chatHubPlugin = fp(
  async (app) => {
    // Routes that declare `sse` get reply.sse; the heartbeat is a comment line every 25 s.
    await app.register(fastifySse, { heartbeatInterval: CHAT_STREAM_HEARTBEAT_MS });
    const hub = new ChatHub(app.db, app.log, app.now);
    app.databaseEvents.on(CHAT_CHANNEL, (payload) => hub.notify(payload));
    app.databaseEvents.onResumed(() => hub.resync());
    const stopWatching = app.sessionStates.watch((subject) => hub.checkSessions(subject));
    const sweep = setInterval(() => hub.checkSessions(), SESSION_STATE_TTL_MS);
    sweep.unref();
    app.decorate('chatHub', hub);
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      stopWatching();
      hub.closeAll();
    });
    app.addHook('onClose', async () => hub.idle());
  },
  { name: 'chat-hub', dependencies: ['app-context', 'database-events', 'access-tokens'] },
);
