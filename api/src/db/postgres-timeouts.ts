/** How long PostgreSQL may take before a request gives up on it (DATABASE_*_TIMEOUT_MS in config.ts). */
export interface PostgresTimeouts {
  /**
   * PostgreSQL cancels a statement that runs longer (statement_timeout). The client waits one more
   * second for any answer at all (query_timeout): past that the server is stalled or unreachable, and
   * the connection is dropped.
   */
  statementMs: number;
  /** To open a connection, or to wait for a free one of the pool (connectionTimeoutMillis). */
  connectMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { statementMs: 5000, connectMs: 3000 };
/** How much longer than statement_timeout the client waits before it calls the server unresponsive. */
export const READ_TIMEOUT_MARGIN_MS = 1000;
