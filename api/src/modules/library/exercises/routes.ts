import {
  exerciseCreateSchema,
  exerciseListQuerySchema,
  exerciseListSchema,
  exerciseSchema,
  exerciseUpdateSchema,
  idParamsSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { findReadableInScope } from '../access';
import { archiveItem } from '../archive';
import { createExercise, duplicateExercise, toExercise, updateExercise } from './exercises';
import { listExercises } from './queries';

const tags = ['library'];

/** The business's exercises and the product's (read-only for everybody). */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeDeps = () => ({ db: app.db, now: app.now, storage: app.storage, log: app.log });

  app.get(
    '/exercises',
    {
      schema: {
        tags,
        summary: 'Listar ejercicios propios y del producto (búsqueda sin acentos por nombre y palabras clave; grupo muscular; orden)',
        security: bearerSecurity,
        querystring: exerciseListQuerySchema,
        response: { 200: exerciseListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listExercises(app.db, request.scope, request.query);
      return { items: rows.map((row) => toExercise(row, app.mediaUrls)), total };
    },
  );

  app.post(
    '/exercises',
    {
      schema: {
        tags,
        summary: 'Crear un ejercicio',
        security: bearerSecurity,
        body: exerciseCreateSchema,
        response: { 201: exerciseSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createExercise(writeDeps(), request.scope, request.body);
      return reply.code(201).send(toExercise(row, app.mediaUrls));
    },
  );

  app.get(
    '/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Ver un ejercicio (también uno eliminado: archived)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: exerciseSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findReadableInScope(app.db, 'exercises', request.scope, request.params.id);
      if (!row) throw notFound();
      return toExercise(row, app.mediaUrls);
    },
  );

  app.patch(
    '/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar un ejercicio propio (un enlace de video reemplaza el video; null lo quita)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: exerciseUpdateSchema,
        response: { 200: exerciseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateExercise(writeDeps(), request.scope, request.params.id, request.body);
      return toExercise(row, app.mediaUrls);
    },
  );

  app.delete(
    '/exercises/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un ejercicio propio (se archiva: las rutinas y el historial conservan su nombre)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Ejercicio eliminado'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveItem(writeDeps(), 'exercises', request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/exercises/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplicar un ejercicio (propio o del producto) en una copia propia y editable, "Copia de …"',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: exerciseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await duplicateExercise(writeDeps(), request.scope, request.params.id);
      return reply.code(201).send(toExercise(row, app.mediaUrls));
    },
  );
};
