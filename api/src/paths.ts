import path from 'node:path';

// This file sits at api/src in source and is bundled into api/dist/server.js: both are one level
// below the api package, so the same expression finds it in tests, dev and the built server.
export const apiDir = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(apiDir, '..');
export const migrationsDir = path.join(apiDir, 'drizzle');
