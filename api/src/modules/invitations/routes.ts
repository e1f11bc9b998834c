import {
  idParamsSchema,
  invitationCreateSchema,
  invitationCreatedSchema,
  invitationListQuerySchema,
  invitationListSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Created and listed codes are secrets until used (whoever has one joins the business): never cached.
  app.addHook('onSend', noStore);
  app.post(
    '/invitations',
    {
      schema: {
        tags: ['clients'],
        summary:
          'El código de invitación a la app (un uso, 24 h), general u opcionalmente para un cliente: el que sigue vigente (200) o uno nuevo (201)',
        security: bearerSecurity,
        body: invitationCreateSchema,
        response: { 200: invitationCreatedSchema, 201: invitationCreatedSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const created = await createInvitation({ db: app.db, now: app.now }, request.scope, request.body.clientId);
      return reply.code(created.reused ? 200 : 201).send(created);
    },
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        tags: ['clients'],
        summary: 'Anular un código de invitación que no se usó (deja de servir para registrarse)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Código anulado'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await revokeInvitation({ db: app.db, now: app.now }, request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invitations',
    {
      schema: {
        tags: ['clients'],
        summary: 'Listar los códigos de invitación (pendiente, usado o vencido)',
        security: bearerSecurity,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listInvitations(app.db, request.scope, request.query.page, request.query.pageSize, app.now()),
  );
};
