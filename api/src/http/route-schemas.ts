import { apiErrorSchema } from '@coach/shared/contracts';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

/** Declares the `{code, message, details?}` body for each listed status, for validation and OpenAPI. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** OpenAPI: routes behind the authentication hook take the access token as a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The serializer of a hot read whose every answer a typed mapper builds from the contract's own type
 * (the client list: `toClient`, typed `Client`): JSON.stringify, without zod's encode of each row
 * (a fifth of the list's CPU in Node, measured with bench/hot-path.ts). The schema still documents
 * the route, and the route's tests parse its answers with it.
 */
export const typedAnswerSerializer = () => (data: unknown) => JSON.stringify(data);
