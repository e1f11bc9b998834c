import {
  invitationCreateSchema,
  invitationCreatedSchema,
  invitationListQuerySchema,
  invitationListSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { createInvitation, listInvitations } from './invitations';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Created and listed codes are secrets until used (whoever has one joins the business): never cached.
  app.addHook('onSend', noStore);
  app.post(
    '/invitations',
    {
      schema: {
        tags: ['clients'],
        summary: 'Generar un código de invitación a la app (un uso, 24 h), opcionalmente para un cliente',
        security: bearerSecurity,
        body: invitationCreateSchema,
        response: { 201: invitationCreatedSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const created = await createInvitation({ db: app.db, now: app.now }, request.user.gymId, request.user.id, request.body.clientId);
      return reply.code(201).send(created);
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
    async (request) => listInvitations(app.db, request.user.gymId, request.query.page, request.query.pageSize, app.now()),
  );
};
