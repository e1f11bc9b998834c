const base = require('../jest.config.cjs');

/**
 * The API reliability suite: real server processes, a PostgreSQL of its own that is stopped, crashed
 * and frozen, real HTTP. Not part of the API's jest run (`pnpm --filter @coach/api test`); run it with
 * `pnpm --filter @coach/api test:reliability` (scripts/test-all.mjs runs it as "api (fiabilidad)").
 */
module.exports = {
  ...base,
  rootDir: __dirname,
  roots: ['<rootDir>'],
  // One file at a time: each starts servers and takes a database down; two cores are shared.
  maxWorkers: 1,
  testTimeout: 120_000,
};
