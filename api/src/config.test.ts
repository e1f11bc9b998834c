import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('has defaults for running on one machine', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, '.data', 'pglite'),
      uploadsDir: path.join(repoRoot, '.data', 'pglite', 'uploads'),
      uploadMaxBytes: 2 * 1024 * 1024,
      libraryVideoMaxBytes: 200 * 1024 * 1024,
      libraryImageMaxBytes: 10 * 1024 * 1024,
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      appUrl: 'http://localhost:3000',
      corsOrigins: [],
      authRateLimit: { max: 10, windowMs: 60_000 },
      exposeOutbox: false,
      webRoot: repoRoot,
      remotesFile: undefined,
      databasePoolMax: 10,
    });
  });

  it('reads every variable and resolves relative paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'tmp/data',
        UPLOAD_MAX_BYTES: '1048576',
        DATABASE_URL: 'postgres://coach@db:5432/coach',
        JWT_SECRET: 'x'.repeat(32),
        ACCESS_TOKEN_TTL_SECONDS: '60',
        CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002/',
        RATE_LIMIT_AUTH_MAX: '500',
        EXPOSE_OUTBOX: '1',
        WEB_ROOT: '../web',
        REMOTES_FILE: '/etc/coach/remotes.json',
      },
      '/srv/coach',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/coach/tmp/data',
      uploadsDir: '/srv/coach/tmp/data/uploads',
      uploadMaxBytes: 1048576,
      databaseUrl: 'postgres://coach@db:5432/coach',
      accessTokenTtlSeconds: 60,
      appUrl: 'http://localhost:8080',
      corsOrigins: ['http://localhost:3001', 'http://localhost:3002'],
      authRateLimit: { max: 500, windowMs: 60_000 },
      exposeOutbox: true,
      webRoot: '/srv/web',
      remotesFile: '/etc/coach/remotes.json',
    });
  });

  it('keeps uploads where UPLOADS_DIR says, resolved from the working directory', () => {
    expect(loadConfig({ DATA_DIR: '/data', UPLOADS_DIR: 'files' }, '/srv/coach').uploadsDir).toBe('/srv/coach/files');
  });

  it('builds links to the API from API_URL, else APP_URL (never from a request)', () => {
    expect(loadConfig({ APP_URL: 'https://coach.example/' }).apiUrl).toBe('https://coach.example');
    expect(loadConfig({ APP_URL: 'http://localhost:3000', API_URL: 'http://localhost:3100/' }).apiUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '8080' }).apiUrl).toBe('http://localhost:8080');
  });

  it('stores files on the local disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'coach-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: '1',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'coach-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // On AWS the region comes from S3_REGION or the SDK's AWS_REGION; the credentials from the SDK's chain.
    expect(loadConfig({ S3_BUCKET: 'coach-files', AWS_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'coach-files',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT: is set but S3_BUCKET is not/],
    [{ S3_FORCE_PATH_STYLE: '1' }, /S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not/],
    [{ S3_BUCKET: 'Coach_Files', S3_REGION: 'eu-west-1' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'coach-files' }, /S3_REGION: is required with S3_BUCKET on AWS/],
    [{ S3_BUCKET: 'coach-files', S3_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'id' }, /AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: 'coach-files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
  ])('refuses an object store set up half way: %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads REMOTE_ORIGINS (remotes on a CDN) as origins, and refuses anything else', () => {
    expect(loadConfig({}).remoteOrigins).toEqual([]);
    expect(loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:8080/' }).remoteOrigins).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:8080',
    ]);
    for (const value of ['cdn.example.com', 'https://cdn.example.com/remotes', "'unsafe-inline'", 'ftp://cdn.example.com']) {
      expect(() => loadConfig({ REMOTE_ORIGINS: value })).toThrow(/REMOTE_ORIGINS: must be a comma-separated list of origins/);
    }
  });

  it('reads the library limits in whole megabytes, as bytes', () => {
    expect(loadConfig({ LIBRARY_VIDEO_MAX_MB: '500', LIBRARY_IMAGE_MAX_MB: '5' })).toMatchObject({
      libraryVideoMaxBytes: 500 * 1024 * 1024,
      libraryImageMaxBytes: 5 * 1024 * 1024,
    });
    const attempt = () => loadConfig({ LIBRARY_VIDEO_MAX_MB: '1.5', LIBRARY_IMAGE_MAX_MB: '0' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/LIBRARY_VIDEO_MAX_MB[\s\S]*LIBRARY_IMAGE_MAX_MB/);
  });

  it('reads the PostgreSQL timeouts in milliseconds (5 s per statement, 3 s to connect by default)', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 5000, connectMs: 3000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '15000', DATABASE_CONNECT_TIMEOUT_MS: '1000' }).databaseTimeouts).toEqual({
      statementMs: 15_000,
      connectMs: 1000,
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('writes no demo business unless DEMO_DATA=business asks for it (pnpm start does)', () => {
    expect(loadConfig({}).demoData).toBe('none');
    expect(loadConfig({ DEMO_DATA: '' }).demoData).toBe('none');
    expect(loadConfig({ DEMO_DATA: 'business' }).demoData).toBe('business');
    expect(loadConfig({ DEMO_DATA: 'none' }).demoData).toBe('none');
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses to start with EXPOSE_OUTBOX=1 in production: the outbox would hand out every reset link', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', EXPOSE_OUTBOX: '1' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/EXPOSE_OUTBOX: must not be 1 when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', EXPOSE_OUTBOX: '0' }).exposeOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).exposeOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(true);
    expect(loadConfig({ EXPOSE_OUTBOX: 'true' }).exposeOutbox).toBe(true);
  });

  it('fails fast, naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });
});
