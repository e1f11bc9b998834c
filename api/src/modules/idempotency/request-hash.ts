import { createHash } from 'node:crypto';

/** JSON with every object's keys in order: the same request gives the same text whatever its key order. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * What an `Idempotency-Key` is bound to: the request as the route's schemas read it (its path
 * parameters, query and body, defaults applied), hashed. A repeat hashes the same; another body, or
 * the same body for another id, does not.
 */
export const requestHash = (request: { params?: unknown; query?: unknown; body?: unknown }): string =>
  createHash('sha256')
    .update(canonicalJson({ params: request.params ?? null, query: request.query ?? null, body: request.body ?? null }))
    .digest('hex');
