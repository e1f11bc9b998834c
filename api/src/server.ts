import path from 'node:path';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { productLibrary } from './modules/library/product';
import { syncProductLibrary } from './modules/library/product/sync';
import { findAppClientByEmail } from './modules/clients/queries';
import { StorageUnavailableError } from './modules/storage/s3';
import { DEMO_TEAM_PASSWORD, DEMO_TRAINERS } from './demo';
import { DEMO_APP_CREDENTIALS, DEMO_CREDENTIALS } from './seed';
import { seedOnStart, type Seeded } from './start-seed';

/**
 * SIGTERM timeline (issue 27: a rolling restart must answer no 5xx and end within 5 s). For DRAIN_MS
 * the listener stays open and every request, the readiness check included, is answered 503 with
 * `Connection: close`: a balancer takes the instance out and nothing arriving meanwhile meets a reset
 * or a refused connection. Then the listener closes and running requests finish; what still runs at
 * CUT_AT_MS is cut, the database gets what is left of the budget, and the process exits 0 by EXIT_BY_MS.
 */
const DRAIN_MS = 1000;
const CUT_AT_MS = 4000;
const EXIT_BY_MS = 5000;

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

function banner(config: AppConfig, database: Database, port: number, seeded: Seeded, demoAppClient: boolean): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  const where = database.driver === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  return [
    '',
    `Coach está listo en ${url}`,
    `  Base de datos: ${where}${seeded === 'business' ? ' (negocio de demo recién cargado)' : seeded === 'account' ? ' (cuenta de demo recién creada)' : ''}`,
    `  Documentación de la API: ${url}/api/docs`,
    // Only where the demo account may exist (never in production unless DEMO_ACCOUNT=1).
    ...(config.demoAccount ? [`  Cuenta de demo: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`] : []),
    // Its two trainers (DEMO_DATA=business): they see only their own clients.
    ...(config.demoAccount && demoAppClient ? [`  Entrenadores: ${DEMO_TRAINERS.map((trainer) => trainer.email).join(', ')} / ${DEMO_TEAM_PASSWORD}`] : []),
    // The demo business's client in the app (DEMO_DATA=business), on every start while it exists.
    ...(config.demoAccount && demoAppClient ? [`  App de clientes: ${url}/app/ — ${DEMO_APP_CREDENTIALS.email} / ${DEMO_APP_CREDENTIALS.password}`] : []),
    '',
    '',
  ].join('\n');
}

/** How long closing the database may take once the requests are done (a stalled PostgreSQL). */
const DATABASE_CLOSE_MS = 2000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM or SIGINT: refuse new work at once (503, see http/lifecycle.ts; uploads in progress end
 * with their own 503), keep the listener for DRAIN_MS, close it, let running requests finish until
 * CUT_AT_MS, close the database, exit 0 within EXIT_BY_MS.
 */
function closeOnSignals(app: App, database: Database) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    app.shutdown.begin();
    // Last resort: something kept the process alive past every step below.
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, EXIT_BY_MS).unref();
    const cut = setTimeout(() => {
      app.log.warn({ ms: Date.now() - started }, 'requests still running at the shutdown deadline: their connections are closed');
      app.server.closeAllConnections();
    }, CUT_AT_MS);
    cut.unref();
    sleep(DRAIN_MS)
      .then(() => app.close())
      .then(() => {
        clearTimeout(cut);
        return closeDatabase(app, database, Math.max(100, Math.min(DATABASE_CLOSE_MS, EXIT_BY_MS - 200 - (Date.now() - started))));
      })
      .then(() => {
        app.log.info({ ms: Date.now() - started }, 'shut down');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Closes the database; a PostgreSQL that does not answer is left behind (its connections end with the process). */
async function closeDatabase(app: App, database: Database, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  const outcome = await Promise.race([database.close().then(() => 'closed' as const), late]).finally(() => clearTimeout(timer));
  if (outcome === 'late') app.log.warn({ ms: limitMs }, 'the database did not close in time; exiting anyway');
}

async function main() {
  const config = readConfigOrExit();
  const jwt = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts, maxConnections: config.databasePoolMax }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );

  let app: App | undefined;
  try {
    await database.migrate();
    app = buildApp({ config: { ...config, jwtSecret: jwt.secret }, database, logger: { level: config.logLevel } });
    if (jwt.source !== 'env') {
      app.log.warn(
        { file: path.join(config.dataDir, 'jwt-secret') },
        'JWT_SECRET is not set: using the secret kept in DATA_DIR (several instances must share JWT_SECRET)',
      );
    }
    closeOnSignals(app, database);
    await app.ready();
    // After the migrations, before the first request: one query when the product library is current.
    await syncProductLibrary({ db: app.db, storage: app.storage, now: app.now }, productLibrary);
    // The demo account (and, with DEMO_DATA=business, its business) into an empty database only.
    const seeded = await seedOnStart({ db: app.db, now: app.now, log: app.log, storage: app.storage, urls: app.mediaUrls }, config);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const demoAppClient = (await findAppClientByEmail(app.db, DEMO_APP_CREDENTIALS.email)) !== undefined;
    process.stdout.write(banner(config, database, port, seeded, demoAppClient));
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    // Not a bug: a second server (or the admin command) on the same DATA_DIR. No stack trace.
    process.stderr.write(
      `The server could not start: ${error.message}.\n` +
        'Stop the other process, set another DATA_DIR, or remove the lock file if no process is running.\n',
    );
    process.exit(1);
  }
  if (error instanceof StorageUnavailableError) {
    // A setting to fix (S3_BUCKET, credentials), not a bug: no stack trace.
    process.stderr.write(`The server could not start: ${error.message}.\n`);
    process.exit(1);
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`The server could not start: ${detail}\n`);
  process.exit(1);
});
