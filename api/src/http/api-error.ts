import {
  apiMessages,
  type AgendaErrorCode,
  type BillingErrorCode,
  type ChatErrorCode,
  type ClientErrorCode,
  type ErrorCode,
  type IdempotencyErrorCode,
  type ProgramErrorCode,
  type TeamErrorCode,
} from '@coach/shared/contracts';

/** An error whose code and Spanish message may be shown to the caller as they are. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ClientErrorCode | BillingErrorCode | ChatErrorCode | ProgramErrorCode | TeamErrorCode | AgendaErrorCode | IdempotencyErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', apiMessages.unauthorized);
export const forbidden = () => new ApiError(403, 'FORBIDDEN', apiMessages.forbidden);
export const notFound = () => new ApiError(404, 'NOT_FOUND', apiMessages.notFound);
export const rateLimited = () => new ApiError(429, 'RATE_LIMITED', apiMessages.rateLimited);
