import type { ApiErrorBody } from '../contracts/errors';
import { apiMessages } from '../contracts/messages';

/** A non-2xx answer; `body` is what the API sent (SPEC.md section 8: the body goes to the caller). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get code(): string {
    return this.body.code;
  }

  /** Field messages of a VALIDATION_ERROR, ready for antd `form.setFields`. */
  get fieldErrors(): Record<string, string[]> {
    const details = this.body.details as { fieldErrors?: Record<string, string[]> } | undefined;
    return details?.fieldErrors ?? {};
  }
}

export function toApiErrorBody(status: number, payload: unknown): ApiErrorBody {
  if (payload && typeof payload === 'object' && 'code' in payload && 'message' in payload) {
    return payload as ApiErrorBody;
  }
  return { code: status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_' + status, message: apiMessages.internal };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
