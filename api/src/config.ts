import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './db/postgres-timeouts';
import type { S3StorageConfig } from './modules/storage/s3';
import { repoRoot } from './paths';

const MB = 1024 * 1024;

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const envObject = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024),
  // Whole megabytes: the limit is stated to the trainer in MB ("El video supera los 200 MB").
  LIBRARY_VIDEO_MAX_MB: z.coerce.number().int().positive().max(10_000).default(200),
  LIBRARY_IMAGE_MAX_MB: z.coerce.number().int().positive().max(100).default(10),
  // An S3-compatible bucket instead of the local disk (several instances need one): see S3StorageConfig.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().optional(),
  // The SDK's own name for the region, read when S3_REGION is not set.
  AWS_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // PostgreSQL only: a stopped or stalled database answers 503 within these, never hangs a request.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_POSTGRES_TIMEOUTS.statementMs),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
  // PostgreSQL connections per instance, the chats' and sessions' LISTEN included (docs/deploy.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  // HS256 needs a secret at least as long as its hash output.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  APP_URL: z.url().optional(),
  // The API's public origin when it is not APP_URL's (the apps on another origin, as in `pnpm dev`).
  API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Coach <no-reply@coach.app>'),
  // Where trainers' "¿Necesitás ayuda?" requests are mailed; without it they are only stored (support_requests).
  SUPPORT_EMAIL: z.email('must be an e-mail address, e.g. soporte@ejemplo.com').optional(),
  EXPOSE_OUTBOX: flag.default(false),
  WEB_ROOT: z.string().optional(),
  REMOTES_FILE: z.string().optional(),
  // Origins (a CDN) the host page served by this process loads remotes from: its CSP allows them.
  REMOTE_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean)
          .every((origin) => URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol) && new URL(origin).origin === origin),
      'must be a comma-separated list of origins (https://cdn.example.com)',
    ),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A line per request received and per response sent (Fastify's request log): off unless asked for.
  LOG_REQUESTS: flag.default(false),
  // What a new database gets besides the demo account: `business`, a whole demo business (`pnpm start`
  // sets it); `none`, only the account and its sample client (tests and the e2e server).
  DEMO_DATA: z.enum(['business', 'none']).default('none'),
  // The demo account (demo@coach.app / Demo1234, public credentials) on an empty database: by default
  // everywhere but in production (NODE_ENV=production), where only DEMO_ACCOUNT=1 writes it.
  DEMO_ACCOUNT: flag.optional(),
  // Read for one safety check (below) and for the demo account's default; nothing else depends on it.
  NODE_ENV: z.string().optional(),
});

const envSchema = envObject.superRefine((env, ctx) => {
  // The outbox holds every password-reset link and answers anyone who asks, without a token.
  if (env.EXPOSE_OUTBOX && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['EXPOSE_OUTBOX'],
      message:
        'must not be 1 when NODE_ENV=production: GET /api/dev/outbox would show every password-reset link to anyone (it is for development and end-to-end tests only)',
    });
  }
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION'] as const) {
      if (env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is set but S3_BUCKET is not: set S3_BUCKET to store files in a bucket, or remove it' });
    }
    if (env.S3_FORCE_PATH_STYLE) {
      ctx.addIssue({ code: 'custom', path: ['S3_FORCE_PATH_STYLE'], message: 'is set but S3_BUCKET is not: set S3_BUCKET to store files in a bucket, or remove it' });
    }
    return;
  }
  // AWS itself needs the bucket's region; other stores (MinIO, R2…) take any, us-east-1 by default.
  if (!env.S3_REGION && !env.AWS_REGION && !env.S3_ENDPOINT) {
    ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: "is required with S3_BUCKET on AWS: the bucket's region, e.g. eu-west-1" });
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
      message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together (or neither, to use the machine role)',
    });
  }
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database and the generated JWT secret live. */
  dataDir: string;
  /** Where the local-disk storage keeps uploaded files (and where `admin storage migrate` reads them). */
  uploadsDir: string;
  /** An S3-compatible bucket for uploaded files instead of uploadsDir, when S3_BUCKET is set. */
  s3: S3StorageConfig | undefined;
  uploadMaxBytes: number;
  /** The largest video and image a trainer may upload to the library, in bytes (whole MB). */
  libraryVideoMaxBytes: number;
  libraryImageMaxBytes: number;
  databaseUrl: string | undefined;
  /** statement_timeout (+1 s to hear anything back) and the time to get a connection, on PostgreSQL. */
  databaseTimeouts: PostgresTimeouts;
  /** PostgreSQL connections this instance may hold (DATABASE_POOL_MAX), its LISTEN connection included. */
  databasePoolMax: number;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** Base of the links put in mails (the web app's origin). */
  appUrl: string;
  /** Base of links to the API itself (the calendar feed): API_URL, else APP_URL. Never the Host header. */
  apiUrl: string;
  corsOrigins: string[];
  authRateLimit: { max: number; windowMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where help requests are mailed (SUPPORT_EMAIL); undefined: they are only kept in support_requests. */
  supportEmail: string | undefined;
  exposeOutbox: boolean;
  webRoot: string;
  remotesFile: string | undefined;
  /** Origins of remotes served elsewhere (REMOTE_ORIGINS), added to the host page's CSP. */
  remoteOrigins: string[];
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's "incoming request" and "request completed" lines (errors are logged either way). */
  logRequests: boolean;
  /** Whether an empty database gets the demo account (with its public credentials). */
  demoAccount: boolean;
  /** What a new database gets with the demo account: a whole demo business, or nothing more. */
  demoData: 'business' | 'none';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at start; any bad value stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env, cwd = process.cwd()): AppConfig {
  // An empty variable (FOO=) means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromCwd = (value: string) => path.resolve(cwd, value);
  const dataDir = e.DATA_DIR ? fromCwd(e.DATA_DIR) : path.join(repoRoot, '.data', 'pglite');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? fromCwd(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN }
              : undefined,
        }
      : undefined,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    libraryVideoMaxBytes: e.LIBRARY_VIDEO_MAX_MB * MB,
    libraryImageMaxBytes: e.LIBRARY_IMAGE_MAX_MB * MB,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseTimeouts: { statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, connectMs: e.DATABASE_CONNECT_TIMEOUT_MS },
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiUrl: (e.API_URL ?? e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    authRateLimit: { max: e.RATE_LIMIT_AUTH_MAX, windowMs: e.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000 },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    exposeOutbox: e.EXPOSE_OUTBOX,
    webRoot: e.WEB_ROOT ? fromCwd(e.WEB_ROOT) : repoRoot,
    remotesFile: e.REMOTES_FILE ? fromCwd(e.REMOTES_FILE) : undefined,
    remoteOrigins: e.REMOTE_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    demoAccount: e.DEMO_ACCOUNT ?? e.NODE_ENV !== 'production',
    demoData: e.DEMO_DATA,
  };
}
