import {
  idParamsSchema,
  workoutCreateSchema,
  workoutListQuerySchema,
  workoutListSchema,
  workoutSchema,
  workoutUpdateSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import type { Scope } from '../../team/scope';
import { findReadableInScope } from '../access';
import { archiveItem } from '../archive';
import { listWorkouts } from './queries';
import { createWorkout, duplicateWorkout, presentWorkout, toWorkoutSummary, updateWorkout } from './workouts';

const tags = ['library'];

/** Workouts: groups of exercises (the business's own and the product's) with their series. */
export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });
  const present = (scope: Scope, row: Parameters<typeof presentWorkout>[2]) => presentWorkout({ db: app.db, urls: app.mediaUrls }, scope, row);

  app.get(
    '/workouts',
    {
      schema: {
        tags,
        summary: 'Listar rutinas propias y del producto (búsqueda sin acentos por nombre; orden), con la cantidad de grupos y ejercicios',
        security: bearerSecurity,
        querystring: workoutListQuerySchema,
        response: { 200: workoutListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listWorkouts(app.db, request.scope, request.query);
      return { items: rows.map(toWorkoutSummary), total };
    },
  );

  app.post(
    '/workouts',
    {
      schema: {
        tags,
        summary: 'Crear una rutina (simple: todas las series de un ejercicio iguales; avanzada: cada serie con sus valores)',
        security: bearerSecurity,
        body: workoutCreateSchema,
        response: { 201: workoutSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createWorkout(deps(), request.scope, request.body);
      return reply.code(201).send(await present(request.scope, row));
    },
  );

  app.get(
    '/workouts/:id',
    {
      schema: {
        tags,
        summary: 'Ver una rutina con sus grupos, ejercicios y series (también una eliminada: archived)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: workoutSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const row = await findReadableInScope(app.db, 'workouts', request.scope, request.params.id);
      if (!row) throw notFound();
      return present(request.scope, row);
    },
  );

  app.patch(
    '/workouts/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar una rutina propia; {mode:"simple"} sobre una avanzada fusiona las series con los valores de la primera',
        security: bearerSecurity,
        params: idParamsSchema,
        body: workoutUpdateSchema,
        response: { 200: workoutSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateWorkout(deps(), request.scope, request.params.id, request.body);
      return present(request.scope, row);
    },
  );

  app.delete(
    '/workouts/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una rutina propia (se archiva: el historial conserva su nombre)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Rutina eliminada'), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveItem(deps(), 'workouts', request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/workouts/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplicar una rutina (propia o del producto) en una copia propia y editable, "Copia de …"',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: workoutSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await duplicateWorkout(deps(), request.scope, request.params.id);
      return reply.code(201).send(await present(request.scope, row));
    },
  );
};
