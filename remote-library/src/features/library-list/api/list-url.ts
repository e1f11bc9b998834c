import type { ListQuery } from '../lib/list-params';

/**
 * `/api/v1/exercises?page=1&…&muscleGroup=a&muscleGroup=b`: the shared client's `query` option takes
 * one value per key, and the muscle-group filter repeats its key.
 */
export function listUrl(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
