import * as z from 'zod/mini';

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'TRIAL_EXPIRED',
  'NOT_FOUND',
  'RESOURCE_ALREADY_EXIST',
  'EMAIL_ALREADY_EXISTS',
  'RESET_TOKEN_INVALID',
  'EMAIL_CHANGE_LINK_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error answer of the API: a code, a Spanish message for the user and optional details. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const unreadMessagesSchema = z.object({ unreadMessages: z._default(z.number().check(z.int(), z.nonnegative()), 0) });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
