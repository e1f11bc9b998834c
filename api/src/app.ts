import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client';
import { errorHandler } from './http/error-handler';
import { registerCompression } from './http/compression';
import { clientErrorHandler, frameworkErrors, refuseWhileClosing } from './http/lifecycle';
import { safeLoggerOptions } from './http/logging';
import { notFoundHandler } from './http/not-found';
import { authRoutes } from './modules/auth/routes';
import { chatHubPlugin } from './modules/chats/live/hub-plugin';
import { clientAuthRoutes } from './modules/client-app/routes';
import { healthRoutes } from './modules/health/routes';
import { mediaPlugin } from './modules/library/media/media-plugin';
import { mailPlugin } from './modules/mail/mail-plugin';
import type { MailTransport } from './modules/mail/mailer';
import { outboxRoutes } from './modules/mail/outbox-routes';
import { caughtUpGymsPlugin } from './modules/billing/caught-up-plugin';
import { accessTokensPlugin } from './modules/sessions/access-tokens';
import { storagePlugin } from './modules/storage/storage-plugin';
import { v1Routes } from './modules/v1-routes';
import { webAppsPlugin } from './modules/web-apps/plugin';
import { appContextPlugin, type Clock, type RuntimeConfig } from './plugins/app-context';
import { openApiPlugin } from './plugins/openapi';
import { databaseEventsPlugin } from './plugins/database-events';
import { corsOptions, securityHeadersPlugin } from './plugins/security';
import { named } from './http/plugin-name';

export interface BuildAppOptions {
  config: RuntimeConfig;
  database: Database;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  mailTransport?: MailTransport;
}

// Default zod texts (fields without a message of their own) reach users too: make them Spanish.
// The config is zod's global one, so it also covers the contracts' zod/mini schemas.
z.config(z.locales.es());

/**
 * The whole HTTP app, as tests and the server build it: external plugins, app plugins, routes,
 * then the error and not-found handlers. Nothing here depends on NODE_ENV.
 */
export function buildApp({ config, database, now = () => new Date(), logger = false, mailTransport }: BuildAppOptions) {
  const app = Fastify({
    // Whatever the caller configures, log lines never carry passwords, tokens, hashes or query values.
    logger: logger === false ? false : safeLoggerOptions(logger === true ? {} : logger),
    // Two lines per request at info cost more than a cached read (measured in bench/hot-path.ts); the
    // error handler logs failures with their request either way.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The whole request, body included: long enough for a 200 MB exercise video on a slow uplink
    // (~3 Mbit/s). Slow bodies elsewhere are bounded by bodyLimit; headers have Node's own 60 s limit.
    requestTimeout: 15 * 60_000,
    // Both answer in the API's error shape instead of Fastify's (see http/lifecycle.ts).
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
    // A request without Host reaches the app, which refuses it in its own shape (plugins/security.ts).
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  refuseWhileClosing(app);

  // External plugins
  void app.register(securityHeadersPlugin, { remoteOrigins: config.remoteOrigins });
  void app.register(cors, corsOptions(config));
  registerCompression(app);
  // No global limit: the auth routes declare theirs (see modules/auth/rate-limit.ts).
  void app.register(rateLimit, { global: false });
  void app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });
  void app.register(openApiPlugin);

  // App plugins
  void app.register(appContextPlugin, { config, database, now });
  // The instance's one LISTEN: chats and ended sessions, from every instance.
  void app.register(databaseEventsPlugin);
  void app.register(mailPlugin, { transport: mailTransport });
  void app.register(accessTokensPlugin);
  void app.register(caughtUpGymsPlugin);
  void app.register(storagePlugin);
  void app.register(mediaPlugin);
  // The chat streams of this instance, fed by the database's chat channel; ended when the app closes.
  void app.register(chatHubPlugin);

  // Routes
  void app.register(named(healthRoutes));
  void app.register(named(authRoutes));
  void app.register(named(clientAuthRoutes));
  void app.register(named(v1Routes), { prefix: '/api/v1' });
  if (config.exposeOutbox) void app.register(named(outboxRoutes));
  void app.register(webAppsPlugin);

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  return app;
}

export type App = ReturnType<typeof buildApp>;
