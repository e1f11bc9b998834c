import { announceTasksChanged } from '../../chats/live/notifications';
import { clientAppTaskListSchema, dateRangeQuerySchema, idParamsSchema, taskCompletionCreateSchema, taskCompletionCreatedSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { requireClient } from '../../sessions/access-tokens';
import { listClientAppTasks } from './client-tasks';
import { recordsSetBy } from '../../progress/records';
import { createCompletion } from './completions';

const tags = ['client-app'];

/**
 * /api/v1/client-app/tasks, client tokens only (a trainer's gets 403; a disabled client is refused
 * by the authentication hook). A client sees and registers only their own tasks.
 */
export const clientAppTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);

  app.get(
    '/client-app/tasks',
    {
      schema: {
        tags,
        summary: 'Las tareas del cliente entre dos fechas, cada una con la actividad, la rutina o el formulario a hacer',
        security: bearerSecurity,
        querystring: dateRangeQuerySchema,
        response: { 200: clientAppTaskListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listClientAppTasks({ db: app.db, urls: app.mediaUrls }, request.user.gymId, request.user.clientId!, request.query),
  );

  app.post(
    '/client-app/tasks/:id/completions',
    {
      schema: {
        tags,
        summary:
          'Registrar una tarea hecha (un día que ya llegó): duración, distancia, cómo le fue a una rutina y sus series, o las respuestas de un formulario (las de preguntas marcadas como una medida quedan como la medición del cliente de ese día). Responde los récords que batió (records). Un reintento con el mismo id responde 200 con el registro guardado',
        security: bearerSecurity,
        params: idParamsSchema,
        body: taskCompletionCreateSchema,
        response: { 200: taskCompletionCreatedSchema, 201: taskCompletionCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { completion, created, rowId } = await createCompletion(
        { db: app.db, now: app.now },
        request.user.gymId,
        request.user.clientId!,
        request.params.id,
        request.body,
      );
      if (created) await announceTasksChanged(app.db, request.user.gymId, [request.user.clientId!]);
      if (!completion.results) return reply.code(created ? 201 : 200).send(completion);
      // Asked again on a retry too: the first answer may never have reached the phone.
      const records = await recordsSetBy(app.db, request.user.gymId, request.user.clientId!, rowId);
      return reply.code(created ? 201 : 200).send({ ...completion, records });
    },
  );
};
