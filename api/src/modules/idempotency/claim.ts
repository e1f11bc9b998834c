import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_LIMITS, idempotencyMessages, isIdempotencyKey } from '@coach/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientKeyOwner, memberKeyOwner, type IdempotencyClaim } from './idempotent';
import { requestHash } from './request-hash';

/**
 * The `headers` schema of a route that takes an `Idempotency-Key` (validation and OpenAPI). The same
 * key with other data answers `reusedStatus` (422; payments keep their 409).
 */
export function idempotencyKeyHeaders({ reusedStatus = 422 }: { reusedStatus?: 409 | 422 } = {}) {
  return z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .refine(isIdempotencyKey, { error: idempotencyMessages.keyInvalid })
      .optional()
      .describe(
        `Opcional: una clave por escritura (de 1 a ${IDEMPOTENCY_LIMITS.keyLength} caracteres ASCII visibles, por ejemplo un UUID), ` +
          'hecha una vez y repetida en cada reintento. Un reintento con la misma clave responde la primera respuesta ' +
          `(el mismo estado y el mismo cuerpo) sin volver a escribir; la misma clave con otros datos es ${reusedStatus} ` +
          `IDEMPOTENCY_KEY_REUSED. La API la recuerda ${IDEMPOTENCY_LIMITS.retentionHours / 24} días.`,
      ),
  });
}

/**
 * The claim of a request with an `Idempotency-Key` (none without one): the key belongs to the caller
 * (the member of request.scope, or the app's client) and to the route; the request is hashed as the
 * route's schemas read it.
 */
export function idempotencyClaimOf(request: FastifyRequest): IdempotencyClaim | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  // The route's header schema refused an invalid one (400) before the handler ran.
  if (typeof key !== 'string' || !isIdempotencyKey(key)) return undefined;
  const { clientId } = request.user;
  const owner = clientId === undefined ? memberKeyOwner(request.scope) : clientKeyOwner(request.user.gymId, clientId);
  return { owner, route: `${request.method} ${request.routeOptions.url}`, key, requestHash: requestHash(request) };
}
