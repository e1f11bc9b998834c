import { apiMessages, type ApiErrorBody, type ErrorCode } from '@coach/shared/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';
import { validationDetails } from './validation-details';

const clientErrors: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: 'VALIDATION_ERROR', message: apiMessages.validation },
  401: { code: 'UNAUTHORIZED', message: apiMessages.unauthorized },
  403: { code: 'FORBIDDEN', message: apiMessages.forbidden },
  404: { code: 'NOT_FOUND', message: apiMessages.notFound },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'El archivo o los datos enviados son demasiado grandes.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'El tipo de contenido enviado no es compatible.' },
  429: { code: 'RATE_LIMITED', message: apiMessages.rateLimited },
};

/**
 * Every error leaves as `{code, message, details?}`. Messages of unexpected errors stay in the log:
 * they may carry SQL, paths or stack traces.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, details } = validationDetails(error.validation);
    return reply.code(400).send({ code: 'VALIDATION_ERROR', message, details } satisfies ApiErrorBody);
  }
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return reply.code(error.statusCode).send(body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const known = status < 500 ? clientErrors[status] : undefined;
  if (known) {
    request.log.info({ err: error }, 'request rejected');
    return reply.code(status).send({ code: known.code, message: known.message } satisfies ApiErrorBody);
  }
  request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
  const unexpected = status >= 500 ? status : 500;
  return reply.code(unexpected).send({ code: 'INTERNAL_ERROR', message: apiMessages.internal } satisfies ApiErrorBody);
}
