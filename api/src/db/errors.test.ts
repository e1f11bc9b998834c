import { isConnectionFault, isDatabaseUnavailable } from './errors';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });
/** How Drizzle hands driver errors over: its own error with the driver's as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database errors that mean "unavailable, retry"', () => {
  it.each([
    ['PostgreSQL refused the connection (stopped)', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['the connection was reset', pgError('ECONNRESET', 'read ECONNRESET')],
    ['admin shutdown (pg_ctl stop)', pgError('57P01', 'terminating connection due to administrator command')],
    ['starting up or shutting down', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    ['no free pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['a new connection that did not open in time', new Error('Connection terminated due to connection timeout')],
    ['the server closed the connection', new Error('Connection terminated unexpectedly')],
    ['no answer within query_timeout (stalled)', new Error('Query read timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s: a connection fault, unavailable', (_name, error) => {
    expect(isConnectionFault(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
  ])('%s: unavailable, but the connection itself is fine', (_name, error) => {
    expect(isConnectionFault(wrapped(error))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a bug in the code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s: neither (a 500 stays a 500)', (_name, error) => {
    expect(isConnectionFault(wrapped(error))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
