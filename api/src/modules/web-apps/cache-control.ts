import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// webpack names chunks `<id>.<contenthash:8>.js`; entry points (index.html, main.js, remoteEntry.js,
// mf-manifest.json, theme-init.js) keep their names across builds.
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

// The precompressed twin of a file (`main.1a2b3c4d.js.br`) is cached like the file itself.
const PRECOMPRESSED = /\.(br|gz)$/;

/** A content-hashed file never changes: cache it for a year. Anything else is revalidated every time. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath).replace(PRECOMPRESSED, '')) ? IMMUTABLE : NO_CACHE;
}
