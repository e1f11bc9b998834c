/**
 * One byte range of an HTTP Range header (RFC 9110 section 14), as asked: `bytes=a-b`, `bytes=a-`,
 * or `bytes=-n` (the last n bytes). What it means depends on the file's size: see resolveRange.
 */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** Bytes `start` to `end` of a file, both included (as Content-Range states them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range asked cannot be served from this file (416): it starts past its end, or asks for 0 bytes. */
export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';

  constructor(readonly size: number) {
    super(`range not satisfiable for a file of ${size} bytes`);
  }
}

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * The one range a Range header asks for, or undefined when the header is to be ignored and the
 * whole file served (RFC 9110 allows it): no header, another unit, several ranges, or a malformed
 * one such as `bytes=5-2`. Several ranges would need a multipart answer; a video player asks for one.
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | undefined {
  const match = header ? SINGLE_RANGE.exec(header.replace(/\s+/g, '')) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end >= start ? { start, end } : undefined;
}

/** The bytes a range means in a file of `size` bytes; throws RangeNotSatisfiableError when none. */
export function resolveRange(request: RangeRequest, size: number): ByteRange {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
