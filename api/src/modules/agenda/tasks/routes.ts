import { announceTasksChanged } from '../../chats/live/notifications';
import {
  clientFormListSchema,
  dateRangeQuerySchema,
  idParamsSchema,
  seriesChangeQuerySchema,
  taskCreateSchema,
  taskOccurrenceListSchema,
  taskSchema,
  taskUpdateSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { findClientInScope } from '../../clients/queries';
import { listClientForms } from './client-forms';
import { listTaskOccurrences } from './occurrences';
import { createTask, deleteTask, updateTask } from './tasks';

const tags = ['agenda'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });

/** Tasks assigned to the business's clients: a single day or a repeating series, changed by scope. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });

  app.post(
    '/clients/:clientId/tasks',
    {
      schema: {
        tags,
        summary: 'Asignar una tarea (actividad, rutina o formulario) a un cliente, desde hoy en adelante, una vez o repetida',
        security: bearerSecurity,
        params: clientParamsSchema,
        body: taskCreateSchema,
        response: { 201: taskSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const task = await createTask(deps(), request.scope, request.params.clientId, request.body);
      await announceTasksChanged(app.db, request.scope.gymId, [task.clientId]);
      return reply.code(201).send(task);
    },
  );

  app.get(
    '/clients/:clientId/tasks',
    {
      schema: {
        tags,
        summary: 'Las tareas de un cliente entre dos fechas, cada día con lo que registró',
        security: bearerSecurity,
        params: clientParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: taskOccurrenceListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { scope } = request;
      if (!(await findClientInScope(app.db, scope, request.params.clientId))) throw notFound();
      return { items: await listTaskOccurrences(app.db, scope, { ...request.query, clientId: request.params.clientId }) };
    },
  );

  app.get(
    '/clients/:clientId/forms',
    {
      schema: {
        tags,
        summary: 'Los formularios de un cliente: los pendientes y los completados con sus respuestas, los más nuevos primero',
        security: bearerSecurity,
        params: clientParamsSchema,
        response: { 200: clientFormListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => ({ items: await listClientForms(deps(), request.scope, request.params.clientId) }),
  );

  app.patch(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar o reprogramar una tarea; si se repite, solo este día (scope=this), este y los siguientes (following) o todos (all)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: seriesChangeQuerySchema,
        body: taskUpdateSchema,
        response: { 200: taskSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const task = await updateTask(deps(), request.scope, request.params.id, request.query, request.body);
      await announceTasksChanged(app.db, request.scope.gymId, [task.clientId]);
      return task;
    },
  );

  app.delete(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una tarea; si se repite, solo este día, este y los siguientes o todos (con lo que el cliente registró)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: seriesChangeQuerySchema,
        response: { 204: z.null().describe('Tarea eliminada'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const { clientId } = await deleteTask(deps(), request.scope, request.params.id, request.query);
      await announceTasksChanged(app.db, request.scope.gymId, [clientId]);
      return reply.code(204).send(null);
    },
  );
};
