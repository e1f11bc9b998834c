import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_JWT_SECRET, E2E_PORT } from './support/env';

// One fresh database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'coach-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: '../.artifacts/e2e-results',
  fullyParallel: false,
  workers: 2,
  // As the web unit tests (shared/build/jest-setup.cjs): once more on CI, named in the summary as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.artifacts/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The machine's network is closed: background traffic would only produce refused connections.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${E2E_PORT}`,
      JWT_SECRET: E2E_JWT_SECRET,
      EXPOSE_OUTBOX: '1',
      // "¿Necesitás ayuda?" requests are mailed here (read back through the outbox).
      SUPPORT_EMAIL: 'soporte@e2e.test',
      RATE_LIMIT_AUTH_MAX: '1000',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
