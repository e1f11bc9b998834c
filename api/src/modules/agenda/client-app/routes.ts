import { announceTasksChanged } from '../../chats/live/notifications';
import { clientAppTaskListSchema, dateRangeQuerySchema, idParamsSchema, taskCompletionCreateSchema, taskCompletionCreatedSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../../idempotency/claim';
import { idempotent } from '../../idempotency/idempotent';
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
          'Registrar una tarea hecha (un día que ya llegó): duración, distancia, cómo le fue a una rutina y sus series, o las respuestas de un formulario (las de preguntas marcadas como una medida quedan como la medición del cliente de ese día). Responde los récords que batió (records). Un reintento con el mismo id responde 200 con el registro guardado; con la misma Idempotency-Key, la primera respuesta. Una tarea que el entrenador quitó (o ese día de ella), o que no es del cliente, es 404 TASK_REMOVED; un día ya registrado por otro envío, 409 ALREADY_REGISTERED',
        security: bearerSecurity,
        params: idParamsSchema,
        headers: idempotencyKeyHeaders(),
        body: taskCompletionCreateSchema,
        response: { 200: taskCompletionCreatedSchema, 201: taskCompletionCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { gymId } = request.user;
      const clientId = request.user.clientId!;
      let created = false;
      const answer = await idempotent({ db: app.db, now: app.now }, idempotencyClaimOf(request), async (db) => {
        const registered = await createCompletion({ db, now: app.now }, gymId, clientId, request.params.id, request.body);
        created = registered.created;
        const status = registered.created ? (201 as const) : (200 as const);
        if (!registered.completion.results) return { status, body: registered.completion };
        // Asked again on a retry too: the first answer may never have reached the phone.
        return { status, body: { ...registered.completion, records: await recordsSetBy(db, gymId, clientId, registered.rowId) } };
      });
      if (created) await announceTasksChanged(app.db, gymId, [clientId]);
      return reply.code(answer.status).send(answer.body);
    },
  );
};
