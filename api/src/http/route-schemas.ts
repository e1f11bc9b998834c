import { apiErrorSchema } from '@coach/shared/contracts';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

/** Declares the `{code, message, details?}` body for each listed status, for validation and OpenAPI. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** OpenAPI: routes behind the authentication hook take the access token as a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

