import {
  activityCreateSchema,
  libraryListQuerySchema,
  activityListSchema,
  activitySchema,
  activityUpdateSchema,
  idParamsSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { findReadableInScope } from '../access';
import { archiveItem } from '../archive';
import { createActivity, duplicateActivity, toActivity, updateActivity } from './activities';
import { listActivities } from './queries';

const tags = ['library'];

/** The business's activities and the product's (read-only for everybody). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeDeps = () => ({ db: app.db, now: app.now, storage: app.storage, log: app.log });

  app.get(
    '/activities',
    {
      schema: {
        tags,
        summary: 'Listar actividades propias y del producto (búsqueda sin acentos por nombre y palabras clave; orden)',
        security: bearerSecurity,
        querystring: libraryListQuerySchema,
        response: { 200: activityListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listActivities(app.db, request.scope, request.query);
      return { items: rows.map((row) => toActivity(row, app.mediaUrls)), total };
    },
  );

  app.post(
    '/activities',
    {
      schema: {
        tags,
        summary: 'Crear una actividad',
        security: bearerSecurity,
        body: activityCreateSchema,
        response: { 201: activitySchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createActivity(writeDeps(), request.scope, request.body);
      return reply.code(201).send(toActivity(row, app.mediaUrls));
    },
  );

  app.get(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: 'Ver una actividad (también una eliminada: archived)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: activitySchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findReadableInScope(app.db, 'activities', request.scope, request.params.id);
      if (!row) throw notFound();
      return toActivity(row, app.mediaUrls);
    },
  );

  app.patch(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar una actividad propia (un enlace de video reemplaza el video; null lo quita)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: activityUpdateSchema,
        response: { 200: activitySchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateActivity(writeDeps(), request.scope, request.params.id, request.body);
      return toActivity(row, app.mediaUrls);
    },
  );

  app.delete(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una actividad propia (se archiva: el historial conserva su nombre)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Actividad eliminada'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveItem(writeDeps(), 'activities', request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/activities/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplicar una actividad (propia o del producto) en una copia propia y editable, "Copia de …"',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: activitySchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await duplicateActivity(writeDeps(), request.scope, request.params.id);
      return reply.code(201).send(toActivity(row, app.mediaUrls));
    },
  );
};
