import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DEMO_CREDENTIALS, seedIfEmpty } from './db/seed';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import path from 'node:path';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const jwt = resolveJwtSecret(config.jwtSecret, config.dataDir);

  const database: Database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);

  const app = buildApp({
    config: { ...config, jwtSecret: jwt.secret },
    database,
    logger: { level: config.logLevel },
  });
  if (jwt.source !== 'env') {
    app.log.warn({ dataDir: config.dataDir }, 'JWT_SECRET not set: using the secret kept in DATA_DIR (set JWT_SECRET when running several instances)');
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;
  process.stdout.write(
    [
      '',
      `Coach está corriendo en ${url}`,
      `  Base de datos: ${database.driver}${database.driver === 'pglite' ? ` (${config.dataDir})` : ''}${seeded ? ', datos de demo cargados' : ''}`,
      `  Documentación de la API: ${url}/api/docs`,
      `  Cuenta de demo: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
