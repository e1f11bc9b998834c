import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';

/**
 * What a listener hears: each notification of its channels, and a new LISTEN after a lost one
 * (notifications sent meanwhile were missed).
 */
export interface ListenerEvents {
  notification(channel: string, payload: string): void;
  /** Listening again after the connection was lost: whatever was sent meanwhile was not heard. */
  resumed(): void;
}

export interface DatabaseListener {
  close(): Promise<void>;
}

/** How often the dedicated connection is checked (a silently dropped connection raises no error). */
export const LISTENER_CHECK_MS = 25_000;
const RETRY_FIRST_MS = 500;
// Short enough that live delivery is back within a few seconds of PostgreSQL.
const RETRY_MAX_MS = 4_000;

/**
 * The pool or the PGlite instance behind the app's Drizzle database (drizzle exposes it as `$client`).
 * The Database seam hides them on purpose; listening is the one thing that needs a connection of its own.
 */
function clientOf(database: Database): pg.Pool | PGlite {
  const client: unknown = '$client' in database.db ? database.db.$client : undefined;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new Error('database events: the database has no pg Pool nor PGlite client to listen on');
}

/**
 * Starts listening on the given channels, all on one connection per instance: PGlite's in-process
 * LISTEN, or on PostgreSQL one connection of the pool kept for LISTEN alone, checked every
 * LISTENER_CHECK_MS and re-established (with back-off) when PostgreSQL restarts or the connection drops.
 */
export async function startListener(
  database: Database,
  channels: readonly string[],
  events: ListenerEvents,
  log: FastifyBaseLogger,
): Promise<DatabaseListener> {
  const client = clientOf(database);
  if (client instanceof PGlite) {
    const unlisten: Array<() => Promise<void>> = [];
    try {
      for (const channel of channels) unlisten.push(await client.listen(channel, (payload) => events.notification(channel, payload)));
    } catch (error) {
      // The embedded database did not open: the app still starts (health says 503) without live events.
      log.warn({ err: error }, 'database events: could not listen on the embedded database; live delivery is off');
    }
    return { close: async () => void (await Promise.all(unlisten.map((stop) => stop()))) };
  }
  const listener = new PostgresListener(client, channels, events, log);
  await listener.start();
  return listener;
}

class PostgresListener implements DatabaseListener {
  private connection: pg.PoolClient | undefined;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private checkTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channels: readonly string[],
    private readonly events: ListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The first LISTEN. PostgreSQL down at start does not stop the app (health answers 503 meanwhile):
   * it keeps trying with back-off, and the streams resync once it listens.
   */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.log.warn({ err: error }, 'database events: could not LISTEN at start, retrying');
      this.scheduleReconnect();
    }
    this.checkTimer = setInterval(() => void this.check(), LISTENER_CHECK_MS);
    this.checkTimer.unref();
  }

  private async connect(): Promise<void> {
    const connection = await this.pool.connect();
    const channels = new Set(this.channels);
    connection.on('notification', (message) => {
      if (channels.has(message.channel) && message.payload !== undefined) this.events.notification(message.channel, message.payload);
    });
    connection.on('error', (error) => this.lost(connection, error));
    try {
      for (const channel of this.channels) await drizzle(connection).execute(sql`listen ${sql.identifier(channel)}`);
    } catch (error) {
      connection.release(true);
      throw error;
    }
    if (this.closed) {
      connection.release(true);
      return;
    }
    this.connection = connection;
    this.retryMs = RETRY_FIRST_MS;
  }

  private async check(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    try {
      await drizzle(connection).execute(sql`select 1`);
    } catch (error) {
      this.lost(connection, error);
    }
  }

  private lost(connection: pg.PoolClient, error: unknown): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    // true: the pool discards the broken connection instead of handing it to a query.
    connection.release(true);
    if (this.closed) return;
    this.log.warn({ err: error }, 'database events: lost the LISTEN connection, reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect()
        .then(() => {
          if (this.connection) {
            this.log.info('database events: listening again');
            this.events.resumed();
          }
        })
        .catch((error: unknown) => {
          if (this.closed) return;
          this.log.warn({ err: error }, 'database events: LISTEN reconnect failed');
          this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
          this.scheduleReconnect();
        });
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.checkTimer);
    clearTimeout(this.retryTimer);
    const connection = this.connection;
    this.connection = undefined;
    // Closed rather than pooled (which ends its LISTEN): it carries this listener's handlers, and an
    // UNLISTEN would wait on a database that does not answer.
    connection?.release(true);
  }
}
