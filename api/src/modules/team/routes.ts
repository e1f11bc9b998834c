import {
  idParamsSchema,
  teamActivityListSchema,
  teamActivityQuerySchema,
  teamInvitationAcceptResponseSchema,
  teamInvitationAcceptSchema,
  teamInvitationCreateSchema,
  teamInvitationListSchema,
  teamInvitationPreviewSchema,
  teamInvitationSchema,
  teamInvitationTokenQuerySchema,
  teamMemberListSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit, bodyField, perIpRateLimit } from '../../http/rate-limit';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { listActivity } from './activity';
import { acceptInvitation, inviteMember, listTeamInvitations, previewInvitation, resendInvitation, revokeInvitation } from './invitations';
import { listMembers, updateMember } from './members';

/** Equipo (administrators only: modules/team/permissions.ts): members, invitations, activity. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitationDeps = () => ({ db: app.db, now: app.now, mailer: app.mailer, appUrl: app.config.appUrl });

  app.get(
    '/team/members',
    {
      schema: {
        tags: ['team'],
        summary: 'Los integrantes del negocio: rol, si está activo, cuántos clientes tiene y cuándo entró por última vez',
        security: bearerSecurity,
        response: { 200: teamMemberListSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => ({ results: await listMembers(app.db, request.scope) }),
  );

  app.patch(
    '/team/members/:id',
    {
      schema: {
        tags: ['team'],
        summary:
          'Cambiar el rol de un integrante, o desactivarlo (sus sesiones terminan; sus clientes pasan a reassignTo) y reactivarlo. El último administrador activo no se puede quitar (409 LAST_ADMIN)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) =>
      updateMember({ db: app.db, now: app.now, sessionStates: app.sessionStates }, request.scope, request.params.id, request.body),
  );

  app.get(
    '/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary: 'Las invitaciones al equipo que todavía no se aceptaron (las vencidas, marcadas)',
        security: bearerSecurity,
        response: { 200: teamInvitationListSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => ({ results: await listTeamInvitations(app.db, request.scope, app.now()) }),
  );

  app.post(
    '/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary:
          'Invitar a alguien por correo como Administrador o Entrenador: le llega un enlace de un solo uso, válido 7 días y solo para ese correo (200 si ya tenía una pendiente: se le reenvía)',
        security: bearerSecurity,
        body: teamInvitationCreateSchema,
        response: { 200: teamInvitationSchema, 201: teamInvitationSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const { invitation, created } = await inviteMember(invitationDeps(), request.scope, request.body);
      return reply.code(created ? 201 : 200).send(invitation);
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      schema: {
        tags: ['team'],
        summary: 'Reenviar una invitación: un enlace nuevo (el anterior deja de servir), válido 7 días más',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: teamInvitationSchema, ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request) => resendInvitation(invitationDeps(), request.scope, request.params.id),
  );

  app.delete(
    '/team/invitations/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'Anular una invitación pendiente: su enlace deja de servir',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, request.scope, request.params.id, app.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/team/activity',
    {
      schema: {
        tags: ['team'],
        summary: 'Actividad del equipo: quién hizo qué y cuándo, lo más nuevo primero (userId: de un integrante)',
        security: bearerSecurity,
        querystring: teamActivityQuerySchema,
        response: { 200: teamActivityListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listActivity(app.db, request.scope, request.query),
  );
};

/** The invitee's side: no token; rate-limited like sign-up, and never cached (the token is a secret). */
export const publicTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  const previewLimit = perIpRateLimit(app, 'team-invitation-preview', { max: 30, windowMs: 60_000 });
  const acceptLimit = authRateLimit(app, 'team-invitation-accept', bodyField('token'));

  app.get(
    '/team/invitations/preview',
    {
      onRequest: previewLimit,
      schema: {
        tags: ['team'],
        summary: 'Lo que muestra la página pública de una invitación al equipo: el negocio, quién invita, el rol y el correo',
        querystring: teamInvitationTokenQuerySchema,
        response: { 200: teamInvitationPreviewSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => previewInvitation(app.db, request.query.token, app.now()),
  );

  app.post(
    '/team/invitations/accept',
    {
      onRequest: acceptLimit.onRequest,
      preHandler: acceptLimit.preHandler,
      schema: {
        tags: ['team'],
        summary: 'Aceptar una invitación al equipo: nombre, teléfono y contraseña; después se inicia sesión como siempre',
        body: teamInvitationAcceptSchema,
        response: { 201: teamInvitationAcceptResponseSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await acceptInvitation({ db: app.db, now: app.now }, request.body)),
  );
};
