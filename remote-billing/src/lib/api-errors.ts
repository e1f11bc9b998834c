import { isApiError } from '@coach/shared';

/**
 * The API's own Spanish message for a refusal the person can act on (a 4xx: plan in use, overlap,
 * amount over what remains…); undefined for a network failure or a 5xx, where the caller's toast says
 * "Intentá de nuevo".
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return undefined;
  return error.message || undefined;
}

/** Whether the API answered the code (PLAN_IN_USE, SUBSCRIPTION_HAS_PAYMENTS…). */
export const hasCode = (error: unknown, code: string): boolean => isApiError(error) && error.code === code;
