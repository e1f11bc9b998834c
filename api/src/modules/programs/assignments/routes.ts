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
import { assignProgram, clientAssignments, endAssignment, pauseAssignment, removeAssignment } from './assignments';

const tags = ['programs'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });

/** A program assigned to clients from a day: its tasks are the agenda's, linked to the assignment. */
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
        body: programAssignmentCreateSchema,
        response: { 201: programAssignmentCreatedSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const items = await assignProgram(deps(), request.scope, request.params.id, request.body);
      await announceTasksChanged(app.db, request.scope.gymId, items.map((item) => item.clientId));
      return reply.code(201).send({ items });
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
        body: programAssignmentPauseSchema,
        response: { 200: programAssignmentSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const assignment = await pauseAssignment(deps(), request.scope, request.params.id, request.body);
      await announceTasksChanged(app.db, request.scope.gymId, [assignment.clientId]);
      return assignment;
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
        response: { 200: programAssignmentSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const assignment = await endAssignment(deps(), request.scope, request.params.id);
      await announceTasksChanged(app.db, request.scope.gymId, [assignment.clientId]);
      return assignment;
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
