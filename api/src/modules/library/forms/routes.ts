import { formCreateSchema, formListQuerySchema, formListSchema, formSchema, formUpdateSchema, idParamsSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { findReadableInScope } from '../access';
import { archiveItem } from '../archive';
import { createForm, duplicateForm, toForm, toFormSummary, updateForm } from './forms';
import { listForms } from './queries';

const tags = ['library'];

/** Forms: ordered questions of six types; `version` goes up when the questions change. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });

  app.get(
    '/forms',
    {
      schema: {
        tags,
        summary: 'Listar formularios propios y del producto (búsqueda sin acentos por nombre; orden), con la cantidad de preguntas',
        security: bearerSecurity,
        querystring: formListQuerySchema,
        response: { 200: formListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listForms(app.db, request.scope, request.query);
      return { items: rows.map(toFormSummary), total };
    },
  );

  app.post(
    '/forms',
    {
      schema: {
        tags,
        summary: 'Crear un formulario',
        security: bearerSecurity,
        body: formCreateSchema,
        response: { 201: formSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createForm(deps(), request.scope, request.body);
      return reply.code(201).send(toForm(row));
    },
  );

  app.get(
    '/forms/:id',
    {
      schema: {
        tags,
        summary: 'Ver un formulario con sus preguntas (también uno eliminado: archived)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: formSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findReadableInScope(app.db, 'forms', request.scope, request.params.id);
      if (!row) throw notFound();
      return toForm(row);
    },
  );

  app.patch(
    '/forms/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar un formulario propio (si cambian las preguntas, sube su versión)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: formUpdateSchema,
        response: { 200: formSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => toForm(await updateForm(deps(), request.scope, request.params.id, request.body)),
  );

  app.delete(
    '/forms/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un formulario propio (se archiva: las respuestas conservan sus preguntas)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Formulario eliminado'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveItem(deps(), 'forms', request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forms/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplicar un formulario (propio o del producto) en una copia propia y editable, "Copia de …"',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: formSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await duplicateForm(deps(), request.scope, request.params.id);
      return reply.code(201).send(toForm(row));
    },
  );
};
