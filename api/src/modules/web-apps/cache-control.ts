import path from 'node:path';

/** Entry points keep their names across builds, so browsers must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Everything else in a dist folder is a content-hashed chunk: cache it for a year. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return ENTRY_FILES.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
