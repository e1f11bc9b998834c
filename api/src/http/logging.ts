import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const REDACTED = '[redactado]';

/**
 * Keys whose values never reach a log line, at any depth: passwords (password, newPassword,
 * confirmPassword, currentPassword…), tokens (token, refresh, access, resetToken…), hashes
 * (passwordHash, tokenHash…), secrets, credentials in headers and connection strings.
 */
const SENSITIVE_KEY =
  /(password|token|hash|secret)$|^(authorization|proxy-authorization|cookie|set-cookie|refresh|access|databaseurl|smtpurl|idempotency-key)$/i;

/** Query-string parameters censored in logged URLs (the SPA's /reset-password?token=…&uid=…). */
const SENSITIVE_QUERY_PARAM = /(password|token|hash|secret)$|^(refresh|access)$/i;

/** Values a failed query carries (a password hash, an email): dropped from errors, never shown. */
const QUERY_VALUE_KEYS = new Set(['params', 'parameters', 'values', 'queryOptions', 'detail', 'internalQuery']);

/** A PostgreSQL error (pg's DatabaseError, PGlite's): a SQLSTATE code and a severity. */
const isDatabaseError = (error: Error) => {
  const fields = error as Error & { code?: unknown; severity?: unknown };
  return typeof fields.severity === 'string' && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);
};

// What PostgreSQL quotes in a message is either a name (relation "users", constraint "…") or a value
// (invalid input syntax for type integer: "<the parameter>"). Names are kept, anything else is not.
const QUOTED = /"((?:[^"]|"")*)"|'((?:[^']|'')*)'/g;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]{0,62}$/;
export const withoutQuotedValues = (text: string) =>
  text.replace(QUOTED, (whole, double?: string, single?: string) => (IDENTIFIER.test(double ?? single ?? '') ? whole : '"…"'));

const MAX_DEPTH = 8;

/**
 * What a logged query says: its verb and first table ("insert users"), never its text's values nor
 * its parameters. Drizzle puts the parameters in the message of the error it throws.
 */
export function queryKind(sqlText: string): string {
  const text = sqlText.trim().replace(/\s+/g, ' ');
  const verb = /^\w+/.exec(text)?.[0]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|update|from)\s+("[^"]+"|[\w.]+)/i.exec(text)?.[1]?.replace(/"/g, '');
  return table ? `${verb} ${table}` : verb;
}

/** `Failed query: <sql>\nparams: <values>` (Drizzle) becomes `Failed query: <kind>`. */
const FAILED_QUERY = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/;
export function safeMessage(message: string): string {
  const match = FAILED_QUERY.exec(message);
  return match ? `Failed query: ${queryKind(match[1] ?? '')}` : message;
}

function safeStack(stack: string, message: string, safe: string): string {
  if (message === safe) return stack;
  const index = stack.indexOf(message);
  return index === -1 ? stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : stack.replace(message, safe);
}

export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = url
    .slice(index + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SENSITIVE_QUERY_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, index)}?${query.join('&')}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * An error as a plain object: type, message, stack, its own fields and its cause, without the
 * query's values (Drizzle's `params` and message, PGlite's `params`, PostgreSQL's `detail`,
 * which repeats the key's value) and with sensitive fields redacted.
 */
export function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const fromDatabase = isDatabaseError(error);
  const message = fromDatabase ? withoutQuotedValues(error.message) : safeMessage(error.message);
  const out: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message };
  if (error.stack) out.stack = safeStack(error.stack, error.message, message);
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || QUERY_VALUE_KEYS.has(key)) continue;
    if (SENSITIVE_KEY.test(key)) out[key] = REDACTED;
    else if (key === 'query' && typeof value === 'string') out.query = queryKind(value);
    else if (fromDatabase && typeof value === 'string') out[key] = withoutQuotedValues(value);
    else out[key] = redactValue(value, depth + 1);
  }
  const cause: unknown = error.cause;
  if (cause !== undefined) out.cause = cause instanceof Error && depth < MAX_DEPTH ? serializeError(cause, depth + 1) : redactValue(cause, depth + 1);
  return out;
}

/** Plain objects and arrays are copied with sensitive keys redacted; errors are serialized safely. */
export function redactValue(value: unknown, depth = 0, key?: string): unknown {
  if (depth > MAX_DEPTH) return '[…]';
  if (value instanceof Error) return serializeError(value, depth);
  if (typeof value === 'string') return key === 'url' ? redactUrl(value) : safeMessage(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) {
      out[childKey] = SENSITIVE_KEY.test(childKey) ? REDACTED : redactValue(child, depth + 1, childKey);
    }
    return out;
  }
  // Requests, replies and other instances are left to their serializers (req below, res: status only).
  return value;
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The app's logger options on top of the caller's (level, stream): every log line goes through
 * redactValue (pino's own `redact` takes fixed paths; it cannot say "any key ending in Hash at any
 * depth"), errors through serializeError, and request lines carry no headers and a redacted URL.
 */
export function safeLoggerOptions(base: LoggerOptions): LoggerOptions {
  return {
    ...base,
    formatters: { ...base.formatters, log: (object) => redactValue(object) as Record<string, unknown> },
    hooks: {
      ...base.hooks,
      // `log.error(error)` and `log.info(object, message)`: the message string is made safe too.
      logMethod(args: unknown[], method) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : first.message;
          return method.apply(this, [{ err: first }, safeMessage(message), ...rest.slice(1)] as never);
        }
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? safeMessage(arg) : arg)) as never);
      },
    },
    serializers: {
      ...base.serializers,
      // The log formatter has already made errors plain objects; this covers any other path.
      err: (error: Error) => {
        if (!(error instanceof Error)) return error;
        const out = serializeError(error);
        return { ...out, type: String(out.type), message: String(out.message), stack: String(out.stack ?? '') };
      },
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
