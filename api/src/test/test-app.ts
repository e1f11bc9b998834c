import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig, type Env } from '../config';
import type { RuntimeConfig } from '../plugins/app-context';
import { LocalDiskStorage } from '../modules/storage/local-disk';
import { TestClock } from './test-clock';
import { createTestDatabase, type TestDatabase } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/** Production defaults, plus what tests need: a fixed secret, no web apps, generous limits. */
export function testConfig(env: Env = {}, overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const config = loadConfig({
    WEB_ROOT: path.join(os.tmpdir(), 'coach-api-tests-no-web-apps'),
    RATE_LIMIT_AUTH_MAX: '1000',
    APP_URL: 'http://app.test',
    ...env,
  });
  return { ...config, jwtSecret: TEST_JWT_SECRET, ...overrides };
}

export interface ApiTestContext {
  app: App;
  clock: TestClock;
  testDb: TestDatabase;
  /** This file's own UPLOADS_DIR, removed at the end. */
  uploadsDir: string;
}

export interface ApiTestOptions {
  env?: Env;
  /** Runs before `ready()`, e.g. to add a route only a test needs. */
  extend?: (app: App) => void;
  mailTransport?: BuildAppOptions['mailTransport'];
}

/**
 * Jest lifecycle for API tests: one database per file (booting it takes seconds), emptied before
 * each test, and a fresh app with its own clock and rate-limit counters per test.
 */
export function setupApiTests(options: ApiTestOptions = {}): ApiTestContext {
  const context = {} as ApiTestContext;
  beforeAll(async () => {
    context.uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'coach-api-uploads-'));
    // The product library's covers go to this file's uploads, so tests can fetch them like the web does.
    context.testDb = await createTestDatabase({ storage: new LocalDiskStorage(context.uploadsDir) });
  });
  beforeEach(async () => {
    await context.testDb.reset();
    context.clock = new TestClock();
    context.app = buildApp({
      config: testConfig({ UPLOADS_DIR: context.uploadsDir, ...options.env }),
      database: context.testDb.database,
      now: context.clock.now,
      mailTransport: options.mailTransport,
    });
    options.extend?.(context.app);
    await context.app.ready();
  });
  afterEach(async () => {
    await context.app.close();
  });
  afterAll(async () => {
    await context.testDb?.close();
    if (context.uploadsDir) rmSync(context.uploadsDir, { recursive: true, force: true });
  });
  return context;
}
