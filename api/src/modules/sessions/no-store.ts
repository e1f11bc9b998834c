import type { onSendAsyncHookHandler } from 'fastify';

/**
 * Answers that carry tokens (sign-in, refresh, sign-up in the app, password change) must not be kept
 * by the browser's cache or any proxy on the way. Added as an `onSend` hook of the plugins that
 * serve them, so every answer of those routes, errors included, carries it.
 */
export const noStore: onSendAsyncHookHandler = async (_request, reply, payload) => {
  void reply.header('cache-control', 'no-store');
  return payload;
};
