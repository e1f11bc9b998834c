import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * What a document answered to pollers needs: a validator (ETag, If-None-Match → 304) and compression
 * by Accept-Encoding. The app serves its static files precompressed; the feed is built per request.
 */

/** A weak ETag of the text: the same text is the same tag, whatever encoding carries it. */
export const entityTag = (body: string): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds this tag (weak comparison, as RFC 9110 asks for GET) or `*`. */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** An instant as an HTTP date ("Thu, 03 Dec 2026 07:30:00 GMT"), to the second as HTTP dates go. */
export const httpDate = (at: Date): string => at.toUTCString();

/**
 * If-Modified-Since says the client has the version of `lastModified` (or later): 304. Only asked when
 * the request has no If-None-Match (RFC 9110 §13.1.3: the ETag wins); a date it can't read is ignored.
 */
export function notModifiedSince(header: string | undefined, lastModified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (q > 0). */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function compress(body: string, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  // A middle brotli quality: most of the gain, a fraction of the time of 11.
  return encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipped(body);
}
