import {
  idParamsSchema,
  programCreateSchema,
  programListQuerySchema,
  programListSchema,
  programSchema,
  programUpdateSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { findReadableInScope } from '../library/access';
import { archiveItem } from '../library/archive';
import { createProgram, duplicateProgram, presentProgram, presentProgramSummaries, updateProgram } from './programs';
import { listPrograms } from './queries';

const tags = ['library'];

/** Programs: weeks × days of workouts, activities and forms (the business's own and the product's). */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });

  app.get(
    '/programs',
    {
      schema: {
        tags,
        summary: 'Listar programas propios y del producto (búsqueda sin acentos por nombre; orden), con sus semanas, días, elementos y asignaciones activas',
        security: bearerSecurity,
        querystring: programListQuerySchema,
        response: { 200: programListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listPrograms(app.db, request.scope, request.query);
      return { items: await presentProgramSummaries(deps(), request.scope, rows), total };
    },
  );

  app.post(
    '/programs',
    {
      schema: {
        tags,
        summary: 'Crear un programa: semanas (1 a 52) y, por día, rutinas, actividades y formularios propios o del producto',
        security: bearerSecurity,
        body: programCreateSchema,
        response: { 201: programSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createProgram(deps(), request.scope, request.body);
      return reply.code(201).send(await presentProgram(deps(), request.scope, row));
    },
  );

  app.get(
    '/programs/:id',
    {
      schema: {
        tags,
        summary: 'Ver un programa con sus días y elementos (también uno eliminado: archived)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: programSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findReadableInScope(app.db, 'programs', request.scope, request.params.id);
      if (!row) throw notFound();
      return presentProgram(deps(), request.scope, row);
    },
  );

  app.patch(
    '/programs/:id',
    {
      schema: {
        tags,
        summary:
          'Cambiar un programa propio; con applyToActive: true reescribe, en sus asignaciones activas, los días desde mañana que el cliente no registró',
        security: bearerSecurity,
        params: idParamsSchema,
        body: programUpdateSchema,
        response: { 200: programSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateProgram(deps(), request.scope, request.params.id, request.body);
      return presentProgram(deps(), request.scope, row);
    },
  );

  app.delete(
    '/programs/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un programa propio (se archiva: sus asignaciones siguen y conservan su nombre)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Programa eliminado'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveItem(deps(), 'programs', request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/programs/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplicar un programa (propio o del producto) en una copia propia y editable, "Copia de …"',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: programSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await duplicateProgram(deps(), request.scope, request.params.id);
      return reply.code(201).send(await presentProgram(deps(), request.scope, row));
    },
  );
};
