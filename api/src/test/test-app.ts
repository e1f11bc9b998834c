import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig, type Env } from '../config';
import type { RuntimeConfig } from '../plugins/app-context';
import { LocalDiskStorage } from '../modules/storage/local-disk';
import { S3Storage } from '../modules/storage/s3';
import { filesUnder } from './library-media';
import { checkAnswersAgainstOpenApi, type ResponseCheck } from './openapi-responses';
import { startTestS3Server, type TestS3Server } from './s3-server';
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
  /** The variables that choose this file's store (UPLOADS_DIR, or S3_* for its own S3 server). */
  storageEnv: Env;
  /**
   * Every key in the store under `prefix`, sorted, partial writes included: a local `.partial` file,
   * or a multipart upload left open in the bucket (`pending-upload:<id>`).
   */
  storedKeys(prefix?: string): Promise<string[]>;
  /** Removes every file under these folders of the store. */
  removeStored(folders: string[]): Promise<void>;
}

/** Where uploaded files go in a test file: the local disk (default) or a real S3-protocol server. */
export type TestStore = 'local' | 's3';
/** Both stores, for upload tests that must hold whichever one production uses. */
export const testStores: TestStore[] = ['local', 's3'];

export interface ApiTestOptions {
  env?: Env;
  /** Runs before `ready()`, e.g. to add a route only a test needs. */
  extend?: (app: App) => void;
  mailTransport?: BuildAppOptions['mailTransport'];
  storage?: TestStore;
}

/**
 * Jest lifecycle for API tests: one database per file (booting it takes seconds), emptied before
 * each test, and a fresh app with its own clock and rate-limit counters per test. Every answer the
 * app sends is checked against its OpenAPI document (status, content-type, JSON body): a test
 * whose answers the document does not describe fails (see openapi-responses.ts).
 */
export function setupApiTests(options: ApiTestOptions = {}): ApiTestContext {
  const context = {} as ApiTestContext;
  let s3Server: TestS3Server | undefined;
  let s3: S3Storage | undefined;
  let responseCheck: ResponseCheck | undefined;
  beforeAll(async () => {
    context.uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'coach-api-uploads-'));
    if (options.storage === 's3') {
      s3Server = await startTestS3Server();
      s3 = new S3Storage(s3Server.config);
      context.storageEnv = s3Server.env;
    } else {
      context.storageEnv = { UPLOADS_DIR: context.uploadsDir };
    }
    // The product library's covers go to this file's store, so tests can fetch them like the web does.
    context.testDb = await createTestDatabase({ storage: s3 ?? new LocalDiskStorage(context.uploadsDir) });
  });
  context.storedKeys = async (prefix = '') => {
    if (!s3) {
      const dir = path.join(context.uploadsDir, prefix).replace(/\/+$/, '');
      return existsSync(dir) ? filesUnder(dir).map((file) => path.posix.join(prefix, file)) : [];
    }
    const keys: string[] = [];
    for await (const { key } of s3.list(prefix || undefined)) keys.push(key);
    return [...keys, ...s3Server!.pendingUploads().map((id) => `pending-upload:${id}`)].sort();
  };
  context.removeStored = async (folders) => {
    for (const folder of folders) {
      if (!s3) {
        rmSync(path.join(context.uploadsDir, folder), { recursive: true, force: true });
        continue;
      }
      for await (const { key } of s3.list(`${folder}/`)) await s3.delete(key);
    }
  };
  beforeEach(async () => {
    await context.testDb.reset();
    context.clock = new TestClock();
    context.app = buildApp({
      config: testConfig({ ...context.storageEnv, ...options.env }),
      database: context.testDb.database,
      now: context.clock.now,
      mailTransport: options.mailTransport,
    });
    responseCheck = checkAnswersAgainstOpenApi(context.app);
    options.extend?.(context.app);
    await context.app.ready();
  });
  afterEach(async () => {
    await context.app.close();
    const problems = responseCheck?.takeProblems() ?? [];
    if (problems.length > 0) throw new Error(`Answers the OpenAPI document does not describe:\n${problems.join('\n')}`);
  });
  afterAll(async () => {
    await context.testDb?.close();
    s3?.close();
    await s3Server?.close();
    if (context.uploadsDir) rmSync(context.uploadsDir, { recursive: true, force: true });
  });
  return context;
}
