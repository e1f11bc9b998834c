import { CHAT_STREAM_HEARTBEAT_MS } from '@coach/shared/contracts';
import fastifySse from '@fastify/sse';
import fp from 'fastify-plugin';
import { ChatHub } from './hub';
import { startChatListener } from './listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open chat streams, fed by the database's chat channel. */
    chatHub: ChatHub;
  }
}

/**
 * Server-Sent Events for the routes that declare them, and the chat hub of this instance and its LISTEN on the database. Streams are ended before the server
 * closes (an open stream would keep it from closing), the LISTEN connection released after.
 */
export const chatHubPlugin = fp(
  async (app) => {
    // Routes that declare `sse` get reply.sse; the heartbeat is a comment line every 25 s.
    await app.register(fastifySse, { heartbeatInterval: CHAT_STREAM_HEARTBEAT_MS });
    const hub = new ChatHub(app.db, app.log, app.now);
    const listener = await startChatListener(
      app.database,
      { notification: (payload) => hub.notify(payload), resumed: () => hub.resync() },
      app.log,
    );
    app.decorate('chatHub', hub);
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => {
      await listener.close();
      await hub.idle();
    });
  },
  { name: 'chat-hub', dependencies: ['app-context'] },
);
