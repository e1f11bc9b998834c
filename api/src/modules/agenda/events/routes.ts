import { eventCreateSchema, eventSchema, eventUpdateSchema, idParamsSchema, seriesChangeQuerySchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { toEvent } from './event-record';
import { createEvent, deleteEvent, updateEvent } from './events';
import { findEventInScope } from './queries';

const tags = ['agenda'];

/** The trainer's events (the agenda shows their occurrences: GET /agenda). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Crear un evento (horas del reloj del negocio, YYYY-MM-DDTHH:mm; de día completo: el fin es el último día)',
        security: bearerSecurity,
        body: eventCreateSchema,
        response: { 201: eventSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) => {
      const row = await createEvent(deps(), request.scope, request.body);
      return reply.code(201).send(toEvent(row));
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Ver un evento (la serie: su primera ocurrencia y su repetición)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findEventInScope(app.db, request.scope, request.params.id);
      if (!row) throw notFound();
      return toEvent(row);
    },
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        tags,
        summary:
          'Cambiar un evento. Uno que se repite pide scope y occurrence (su día original): solo título, descripción y color; con scope=this también mover esa ocurrencia (start/end). Responde la serie que tiene la ocurrencia',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: seriesChangeQuerySchema,
        body: eventUpdateSchema,
        response: { 200: eventSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await updateEvent(deps(), request.scope, request.params.id, request.query, request.body);
      return toEvent(row);
    },
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un evento; uno que se repite pide scope (this, following, all) y occurrence',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: seriesChangeQuerySchema,
        response: { 204: z.null().describe('Evento eliminado'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteEvent(deps(), request.scope, request.params.id, request.query);
      return reply.code(204).send(null);
    },
  );
};
