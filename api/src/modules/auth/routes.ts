import {
  apiMessages,
  authMessageResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit, bodyField } from '../../http/rate-limit';
import { errorResponses } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { getDecoyHash } from '../sessions/passwords';
import { revokeSession, rotateRefreshToken, type SessionDeps } from '../sessions/token-pair';
import { login } from './login';
import { emailChangeLinkRoutes } from './email-change-routes';
import { PASSWORD_CHANGED, confirmPasswordReset, requestPasswordReset, trainerResetAccounts } from './password-reset';
import { trainerSessions } from './trainer-sessions';
import { named } from '../../http/plugin-name';

/** The paths of SPEC.md section 7, kept exactly. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Computed up front so the first login with an unknown email is not slower than the rest.
  await getDecoyHash();
  const sessions: SessionDeps = { db: app.db, now: app.now, signAccessToken: app.signAccessToken, log: app.log };
  app.addHook('onSend', noStore);
  await app.register(named(emailChangeLinkRoutes));

  const loginLimit = authRateLimit(app, 'login', bodyField('username'));
  app.post(
    '/auth/web/login',
    {
      onRequest: loginLimit.onRequest,
      preHandler: loginLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con correo y contraseña',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => login(sessions, request.body.username, request.body.password),
  );

  app.post(
    '/auth/login/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renovar el token de acceso (rota el token de refresco)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(sessions, trainerSessions, request.body.refresh),
  );

  // No access token needed: the trial lock screen and a tab whose access token expired log out too.
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cerrar la sesión: revoca el token de refresco y sus rotaciones',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Sesión cerrada'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeSession(sessions, trainerSessions.kind, request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  const resetLimit = authRateLimit(app, 'password-reset', bodyField('email'));
  app.post(
    '/auth/password-reset',
    {
      onRequest: resetLimit.onRequest,
      preHandler: resetLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Pedir un enlace para restablecer la contraseña',
        body: passwordResetRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset({ db: app.db, now: app.now, mailer: app.mailer, appUrl: app.config.appUrl }, trainerResetAccounts, request.body.email);
      return { message: apiMessages.resetRequested };
    },
  );

  const confirmLimit = authRateLimit(app, 'password-reset-confirm', bodyField('uid'));
  app.post(
    '/auth/password-reset/confirm',
    {
      onRequest: confirmLimit.onRequest,
      preHandler: confirmLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Elegir una contraseña nueva con el enlace recibido',
        body: passwordResetConfirmSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await confirmPasswordReset({ db: app.db, now: app.now, sessionStates: app.sessionStates }, trainerResetAccounts, request.body);
      return { message: PASSWORD_CHANGED };
    },
  );
};
