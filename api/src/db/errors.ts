const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Drizzle wraps driver errors in DrizzleQueryError; the Postgres error code sits on its cause. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike;
    if (candidate.code === UNIQUE_VIOLATION) {
      return constraint === undefined || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}

/*
 * Which database errors mean "the database is not there right now" rather than "this request or this
 * code is wrong": they are answered 503 with Retry-After (http/error-handler.ts), and a pooled
 * connection that met one is discarded instead of being handed to the next request (db/client.ts).
 */

// Node's socket errors on the way to the server or while talking to it.
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping);
// class 08 is "connection exception".
const serverGoneStates = new Set(['57P01', '57P02', '57P03']);

// node-postgres and pg-pool report these without a code; PGlite says it is closed.
const driverMessages = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server did not answer at all (stalled, unreachable)
  /is not queryable$/, // a client whose connection already broke or was ended
  /^Cannot use a pool after calling end on the pool$/, // the app is shutting down
  /^PGlite is closed$/,
];

interface WithCode {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes (Drizzle wraps the driver's error in `cause`), outermost first. */
function* chain(error: unknown): Generator<WithCode> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as WithCode;
    current = (current as WithCode).cause;
  }
}

function isFault(error: WithCode): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (socketErrors.has(code) || serverGoneStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return driverMessages.some((pattern) => pattern.test(message));
}

/** The connection is gone or does not answer: whatever else runs on it will fail too. */
export function isConnectionFault(error: unknown): boolean {
  for (const link of chain(error)) if (isFault(link)) return true;
  return false;
}

// SQLSTATE 40P01 deadlock_detected, 40001 serialization_failure: PostgreSQL rolled the transaction back
// so that another could go on; the same transaction run again normally succeeds.
const conflictStates = new Set(['40P01', '40001']);

/** The transaction lost a lock conflict and was rolled back whole: safe to run again (db/retry.ts). */
export function isTransactionConflict(error: unknown): boolean {
  for (const link of chain(error)) if (typeof link.code === 'string' && conflictStates.has(link.code)) return true;
  return false;
}

/**
 * Worth a 503 and a retry a few seconds later: a connection fault, a statement cancelled by
 * statement_timeout (57014), no connection slot left on the server (53300), or a transaction that
 * kept losing lock conflicts after its own retries.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (isFault(link) || link.code === '57014' || link.code === '53300') return true;
  }
  return isTransactionConflict(error);
}
