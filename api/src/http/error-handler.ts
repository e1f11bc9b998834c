import { apiMessages, type ApiErrorBody, type ErrorCode } from '@coach/shared/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { ApiError, notFound } from './api-error';
import { validationDetails } from './validation-details';

type KnownError = { code: ErrorCode; message: string };

/** What Fastify, its plugins and Node may answer with, each as `{code, message}`. */
export const clientErrors: Partial<Record<number, KnownError>> = {
  400: { code: 'VALIDATION_ERROR', message: apiMessages.validation },
  401: { code: 'UNAUTHORIZED', message: apiMessages.unauthorized },
  403: { code: 'FORBIDDEN', message: apiMessages.forbidden },
  404: { code: 'NOT_FOUND', message: apiMessages.notFound },
  405: { code: 'METHOD_NOT_ALLOWED', message: apiMessages.methodNotAllowed },
  408: { code: 'REQUEST_TIMEOUT', message: apiMessages.requestTimeout },
  413: { code: 'PAYLOAD_TOO_LARGE', message: apiMessages.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: apiMessages.unsupportedMediaType },
  429: { code: 'RATE_LIMITED', message: apiMessages.rateLimited },
  431: { code: 'HEADERS_TOO_LARGE', message: apiMessages.headersTooLarge },
};

/** Any other 4xx keeps its status with a generic body: a client mistake is never turned into a 500. */
const otherClientError: KnownError = { code: 'BAD_REQUEST', message: apiMessages.badRequest };

export const errorBodyFor = (status: number): ApiErrorBody => {
  const known = clientErrors[status] ?? (status < 500 ? otherClientError : undefined);
  return known ? { code: known.code, message: known.message } : { code: 'INTERNAL_ERROR', message: apiMessages.internal };
};

/**
 * Sends an error body as plain JSON, past the route's response schemas: a route that declares
 * another body for the same status (health's 503) must not turn the error into Fastify's own
 * serialization-error answer, in another shape.
 */
export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** Seconds a caller is asked to wait after a database fault (`Retry-After`): a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as `{code, message, details?}`. Messages of unexpected errors stay in the log:
 * they may carry SQL, paths or stack traces (and the log's serializer drops query parameters).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that names nothing that can exist (/clients/abc, /clients/2147483648) is a missing
    // resource, answered exactly like an id that does not exist.
    if (error.validationContext === 'params') return sendApiError(reply, notFound());
    const { message, details } = validationDetails(error.validation);
    return sendError(reply, 400, { code: 'VALIDATION_ERROR', message, details });
  }
  if (error instanceof ApiError) return sendApiError(reply, error);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request rejected');
    return sendError(reply, status, errorBodyFor(status));
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug of this request: the database is stopped, restarting, stalled or out of connections.
    request.log.warn({ err: error, method: request.method, url: request.url }, 'database unavailable');
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
  }
  request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
  const unexpected = status >= 500 && status < 600 ? status : 500;
  return sendError(reply, unexpected, { code: 'INTERNAL_ERROR', message: apiMessages.internal });
}

function sendApiError(reply: FastifyReply, error: ApiError) {
  const body: ApiErrorBody = { code: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return sendError(reply, error.statusCode, body);
}
