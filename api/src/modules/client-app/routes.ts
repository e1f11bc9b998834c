import {
  apiMessages,
  authMessageResponseSchema,
  clientAppProfileSchema,
  clientAppProfileUpdateSchema,
  clientAppRegisterSchema,
  clientAppRegistrationPendingSchema,
  clientAppRegistrationVerifySchema,
  invitationCodeParamsSchema,
  invitationPreviewSchema,
  loginRequestSchema,
  logoutRequestSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
  type ClientAppProfile,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../http/api-error';
import { authRateLimit, bodyField } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { changePassword, clientPasswords } from '../auth/password-change';
import { PASSWORD_CHANGED, confirmPasswordReset, requestPasswordReset } from '../auth/password-reset';
import { toClient, updateOwnRecord } from '../clients/clients';
import { memberNames } from '../team/member-names';
import { findClientInGym, type ClientFields } from '../clients/queries';
import { findBusiness } from '../business/queries';
import { named } from '../../http/plugin-name';
import { photoRoutes } from '../users/me-photo-routes';
import { clientPhotos } from '../users/photo';
import { requireClient } from '../sessions/access-tokens';
import { noStore } from '../sessions/no-store';
import { revokeSession, rotateRefreshToken, type SessionDeps } from '../sessions/token-pair';
import { clientDisabled, clientSessions } from './client-sessions';
import { loginClient } from './login';
import { clientResetAccounts } from './password-reset';
import { previewInvitation, requestRegistration, verifyRegistration } from './register';

/**
 * Public, under /api/v1: the app's sign-up with a trainer's invitation code, in two steps. The first
 * mails a code to the email and claims nothing; the second proves the email and registers.
 */
export const clientAppPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  // Limited like a sign-in: a code is a secret, and answers tell a live one from a missing one.
  const previewLimit = authRateLimit(app, 'client-invitation', (request) => {
    const params: unknown = request.params;
    const code = typeof params === 'object' && params !== null ? (params as Record<string, unknown>).code : undefined;
    return typeof code === 'string' ? code.toUpperCase() : undefined;
  });
  app.get(
    '/client-app/invitations/:code',
    {
      onRequest: previewLimit.onRequest,
      preHandler: previewLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Quién invita con un código (negocio, logo, entrenador) y, si es para un cliente, sus datos cargados',
        params: invitationCodeParamsSchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 403, 409, 410, 429) },
      },
    },
    async (request) => previewInvitation(app.db, request.params.code, app.now()),
  );

  const registerLimit = authRateLimit(app, 'client-register', bodyField('email'));
  app.post(
    '/client-app/register',
    {
      onRequest: registerLimit.onRequest,
      preHandler: registerLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Registrarse en la app de clientes con un código de invitación (envía un código al correo)',
        body: clientAppRegisterSchema,
        response: { 202: clientAppRegistrationPendingSchema, ...errorResponses(400, 403, 409, 410, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestRegistration({ db: app.db, now: app.now, mailer: app.mailer }, request.body)),
  );

  const verifyLimit = authRateLimit(app, 'client-register-verify', bodyField('registration'));
  app.post(
    '/client-app/register/verify',
    {
      onRequest: verifyLimit.onRequest,
      preHandler: verifyLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Confirmar el correo con el código recibido y terminar el registro',
        body: clientAppRegistrationVerifySchema,
        response: { 201: tokenPairSchema, ...errorResponses(400, 403, 409, 410, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await verifyRegistration({ db: app.db, now: app.now, signAccessToken: app.signAccessToken, sessionStates: app.sessionStates }, request.body)),
  );
};

/**
 * /api/v1/client-app/me, client tokens only. Not behind the trainer role check nor the trial lock:
 * a business whose trial ended still lets its clients use the app (decision in README). Every call
 * reads the client, so disabling takes effect at once, not when the access token expires.
 */
export const clientAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);

  const currentClient = async (gymId: number, clientId: number) => {
    const client = await findClientInGym(app.db, gymId, clientId);
    // A token can outlive its client's app access (removed business): that session is no longer valid.
    if (!client || client.appRegisteredAt === null) throw unauthorized();
    if (!client.active) throw clientDisabled();
    return client;
  };

  /** The client's record with the settings of their business the app writes with (its country's numbers). */
  const withBusiness = async (gymId: number, client: ClientFields): Promise<ClientAppProfile> => {
    const business = await findBusiness(app.db, gymId);
    if (!business) throw unauthorized();
    const { name, timeZone, currency, country } = business;
    return { ...toClient(client, await memberNames(app.db, gymId)), business: { name, timeZone, currency, country } };
  };

  app.get(
    '/client-app/me',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Los datos del cliente que usa la app',
        security: bearerSecurity,
        response: { 200: clientAppProfileSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withBusiness(request.user.gymId, await currentClient(request.user.gymId, request.user.clientId!)),
  );

  app.patch(
    '/client-app/me',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Cambiar sus propios datos (nombre, teléfono, fecha de nacimiento, objetivo, peso, altura…)',
        security: bearerSecurity,
        body: clientAppProfileUpdateSchema,
        response: { 200: clientAppProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const client = await currentClient(request.user.gymId, request.user.clientId!);
      const row = await updateOwnRecord({ db: app.db, now: app.now, sessionStates: app.sessionStates }, client.gymId, client.id, request.body);
      if (!row) throw unauthorized();
      return withBusiness(client.gymId, row);
    },
  );

  // The trainer's password change (auth/password-change.ts) for the client: the same rules and answers.
  const changeLimit = authRateLimit(app, 'app-password-change', (request) => String(request.user.clientId));
  app.post(
    '/client-app/me/password',
    {
      onRequest: changeLimit.onRequest,
      preHandler: changeLimit.preHandler,
      onSend: noStore,
      schema: {
        tags: ['client-app'],
        summary: 'Cambiar la contraseña de la app: cierra las demás sesiones y devuelve tokens nuevos',
        security: bearerSecurity,
        body: passwordChangeSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const client = await currentClient(request.user.gymId, request.user.clientId!);
      return changePassword(
        { db: app.db, now: app.now, signAccessToken: app.signAccessToken, sessionStates: app.sessionStates },
        clientPasswords,
        { id: client.id, gymId: client.gymId },
        request.body,
      );
    },
  );

  // The client's own photo, seen by their trainer beside their name.
  await app.register(named(photoRoutes({ path: '/client-app/me/photo', tag: 'client-app', owners: clientPhotos, refusals: [401, 403] }), 'clientAppPhotoRoutes'));
};

/**
 * /auth/app/*: the app's sessions, apart from the trainers' /auth/web/login and /auth/login/refresh,
 * so a client's refresh token can only ever yield a client token.
 */
export const clientAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions: SessionDeps = { db: app.db, now: app.now, signAccessToken: app.signAccessToken, log: app.log };
  app.addHook('onSend', noStore);
  const loginLimit = authRateLimit(app, 'app-login', bodyField('username'));
  app.post(
    '/auth/app/login',
    {
      onRequest: loginLimit.onRequest,
      preHandler: loginLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Iniciar sesión en la app de clientes',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => loginClient(sessions, request.body.username, request.body.password),
  );

  app.post(
    '/auth/app/login/refresh',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Renovar el token de acceso de la app (rota el token de refresco)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(sessions, clientSessions, request.body.refresh),
  );

  app.post(
    '/auth/app/logout',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Cerrar la sesión de la app',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Sesión cerrada'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeSession(sessions, clientSessions.kind, request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  // The trainer's reset (auth/password-reset.ts) for the app's clients: same answers, limits and texts.
  const resetLimit = authRateLimit(app, 'app-password-reset', bodyField('email'));
  app.post(
    '/auth/app/password-reset',
    {
      onRequest: resetLimit.onRequest,
      preHandler: resetLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Pedir un enlace para restablecer la contraseña de la app',
        body: passwordResetRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset({ db: app.db, now: app.now, mailer: app.mailer, appUrl: app.config.appUrl }, clientResetAccounts, request.body.email);
      return { message: apiMessages.resetRequested };
    },
  );

  const confirmLimit = authRateLimit(app, 'app-password-reset-confirm', bodyField('uid'));
  app.post(
    '/auth/app/password-reset/confirm',
    {
      onRequest: confirmLimit.onRequest,
      preHandler: confirmLimit.preHandler,
      schema: {
        tags: ['client-app'],
        summary: 'Elegir una contraseña nueva para la app con el enlace recibido (cierra las demás sesiones)',
        body: passwordResetConfirmSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await confirmPasswordReset({ db: app.db, now: app.now, sessionStates: app.sessionStates }, clientResetAccounts, request.body);
      return { message: PASSWORD_CHANGED };
    },
  );
};
