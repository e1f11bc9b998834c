import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { apiMessages, type ApiErrorBody } from '@coach/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setSecurityHeaders } from '../plugins/security';
import { ApiError } from './api-error';
import { errorBodyFor, sendError } from './error-handler';

/**
 * Requests Node refuses before Fastify sees them (a header with a NUL or another byte HTTP forbids,
 * headers over the size limit, a request that timed out) get the API's `{code, message}` too, not
 * Fastify's own `{error, statusCode}`, and the connection is closed as Node would.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body: ApiErrorBody = status === 400 ? { code: 'BAD_REQUEST', message: apiMessages.badRequest } : errorBodyFor(status);
  const payload = JSON.stringify(body);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n` +
        'Connection: close\r\n\r\n' +
        payload,
    );
  }
  socket.destroy(error);
}

/** How often, while the server closes, keep-alive connections that went idle are closed. */
const IDLE_SWEEP_MS = 100;

/** The app's way out (server.ts calls `begin` on SIGTERM, then closes the app). */
export interface Shutdown {
  /**
   * From now on new requests are refused with 503 and close their connection, so a load balancer
   * drains this instance (its readiness check gets the 503 too); uploads in progress end with
   * a 503 that says to upload again. Requests already running finish. Called again, it does nothing.
   */
  begin(): void;
  readonly started: boolean;
  /**
   * An upload's file stream: ended with that 503 if the shutdown begins before it is stored, its
   * connection closed after the answer (the rest of the body is not waited for).
   */
  track(upload: Readable, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

export const uploadInterrupted = () => new ApiError(503, 'SERVICE_UNAVAILABLE', apiMessages.uploadInterrupted);

/**
 * From the moment the shutdown begins (SIGTERM, or close() called), requests that still arrive are
 * refused with 503 SERVICE_UNAVAILABLE in the API's shape and their connection is closed, so the load
 * balancer retries them elsewhere; requests already running finish normally, except uploads, which may
 * take minutes: they are ended at once with their own 503 (the storage keeps nothing of them).
 * Fastify's own answer for this (return503OnClosing) has another shape, so it is turned off.
 *
 * Node's server.close() closes the connections idle at that moment only: one whose request was
 * still running would stay open after its answer until keepAliveTimeout (72 s), and close() would
 * wait for it. Until every connection is gone, idle ones are closed every IDLE_SWEEP_MS.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  const uploads = new Map<Readable, FastifyReply>();
  const interrupt = (upload: Readable, reply: FastifyReply) => {
    void reply.header('connection', 'close');
    upload.destroy(uploadInterrupted());
  };
  const shutdown: Shutdown = {
    begin() {
      if (closing) return;
      closing = true;
      for (const [upload, reply] of uploads) interrupt(upload, reply);
      uploads.clear();
    },
    get started() {
      return closing;
    },
    track(upload, reply) {
      if (closing) return interrupt(upload, reply);
      uploads.set(upload, reply);
      upload.once('close', () => uploads.delete(upload));
    },
  };
  app.decorate('shutdown', shutdown);
  app.addHook('preClose', async () => {
    shutdown.begin();
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', apiMessages.unavailable);
  });
}

/**
 * Errors Fastify raises before any route or hook runs: a path whose `%` escapes do not decode
 * (FST_ERR_BAD_URL, 400), a parameter over the router's length limit (414). Fastify's own answer is
 * English, in its shape, without the security headers (no onRequest hook has run): this one is ours.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(reply.raw);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  request.log.debug({ err: error }, 'request refused by the router');
  const body: ApiErrorBody = status === 400 ? { code: 'BAD_REQUEST', message: apiMessages.badRequest } : errorBodyFor(status);
  return sendError(reply, status, body);
}
