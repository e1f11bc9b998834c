import { apiErrorSchema } from '@coach/shared/contracts';
import type { Readable } from 'node:stream';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 422 | 429 | 500 | 503;

/** Declares the `{code, message, details?}` body for each listed status, for validation and OpenAPI. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** OpenAPI: routes behind the authentication hook take the access token as a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];


/**
 * OpenAPI: an answer that is a file or a document of its own format (not JSON), with the media types
 * it may have (`image/*` for any image): `fileResponse('La foto', ['image/*'])`.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  // Bytes, not JSON: no schema checks them (the document shows `{}`, any content of those types).
  const body = z.custom<string | Buffer | Readable>();
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: body }])) };
}
