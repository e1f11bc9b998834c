import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';

/** The config once the JWT secret is known (server.ts resolves it, tests pass one). */
export type RuntimeConfig = AppConfig & { jwtSecret: string };
export type Clock = () => Date;

export interface AppContextOptions {
  config: RuntimeConfig;
  database: Database;
  /** Injected so tests can move time forward to expire tokens. */
  now: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: RuntimeConfig;
    database: Database;
    db: Db;
    now: Clock;
  }
}

export const appContextPlugin = fp<AppContextOptions>(
  async (app, { config, database, now }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('now', now);
  },
  { name: 'app-context' },
);
