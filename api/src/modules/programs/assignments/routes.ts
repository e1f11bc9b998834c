import { announceTasksChanged } from '../../chats/live/notifications';
import {
  idParamsSchema,
  programAssignmentCreateSchema,
  programAssignmentCreatedSchema,
  programAssignmentListSchema,
  programAssignmentPauseSchema,
  programAssignmentSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../../idempotency/claim';
import { idempotent } from '../../idempotency/idempotent';
import { assignProgram, clientAssignments, endAssignment, pauseAssignment, removeAssignment } from './assignments';

const tags = ['programs'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });
const headers = idempotencyKeyHeaders();

/**
 * A program assigned to clients from a day: its tasks are the agenda's, linked to the assignment.
 * Assigning, pausing and ending take an Idempotency-Key: a retry answers the first answer, writes
 * nothing and announces nothing.
 */
export const programAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });

  app.post(
    '/programs/:id/assignments',
    {
      schema: {
        tags,
        summary:
          'Asignar un programa a 1 a 50 clientes desde un día (hoy o después; alineado al lunes o no): crea sus tareas, todo o nada',
        security: bearerSecurity,
        params: idParamsSchema,
        headers,
        body: programAssignmentCreateSchema,
        response: { 201: programAssignmentCreatedSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(deps(), idempotencyClaimOf(request), async (db) => {
        const items = await assignProgram({ ...deps(), db }, request.scope, request.params.id, request.body);
        return { status: 201 as const, body: { items } };
      });
      if (!answer.replayed) await announceTasksChanged(app.db, request.scope.gymId, answer.body.items.map((item) => item.clientId));
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/clients/:clientId/program-assignments',
    {
      schema: {
        tags,
        summary: 'Los programas asignados a un cliente, con su semana actual y sus tareas hechas y vencidas',
        security: bearerSecurity,
        params: clientParamsSchema,
        response: { 200: programAssignmentListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => ({ items: await clientAssignments(deps(), request.scope, request.params.clientId) }),
  );

  app.post(
    '/program-assignments/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pausar una asignación N días: sus tareas desde hoy que el cliente no registró pasan N días más tarde',
        security: bearerSecurity,
        params: idParamsSchema,
        headers,
        body: programAssignmentPauseSchema,
        response: { 200: programAssignmentSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(deps(), idempotencyClaimOf(request), async (db) => ({
        status: 200 as const,
        body: await pauseAssignment({ ...deps(), db }, request.scope, request.params.id, request.body),
      }));
      if (!answer.replayed) await announceTasksChanged(app.db, request.scope.gymId, [answer.body.clientId]);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/program-assignments/:id/end',
    {
      schema: {
        tags,
        summary: 'Finalizar antes de tiempo: se quitan sus tareas desde mañana que el cliente no registró; lo hecho queda',
        security: bearerSecurity,
        params: idParamsSchema,
        headers,
        response: { 200: programAssignmentSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(deps(), idempotencyClaimOf(request), async (db) => ({
        status: 200 as const,
        body: await endAssignment({ ...deps(), db }, request.scope, request.params.id),
      }));
      if (!answer.replayed) await announceTasksChanged(app.db, request.scope.gymId, [answer.body.clientId]);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.delete(
    '/program-assignments/:id',
    {
      schema: {
        tags,
        summary: 'Quitar una asignación y sus tareas sin registrar; las registradas quedan como tareas sueltas',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Asignación quitada'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const { clientId } = await removeAssignment(deps(), request.scope, request.params.id);
      await announceTasksChanged(app.db, request.scope.gymId, [clientId]);
      return reply.code(204).send(null);
    },
  );
};
