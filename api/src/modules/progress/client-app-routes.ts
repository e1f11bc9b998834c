import {
  exerciseHistoryQuerySchema,
  exerciseHistorySchema,
  exerciseParamsSchema,
  measurementCreateSchema,
  measurementListQuerySchema,
  measurementListSchema,
  measurementSchema,
  personalRecordListSchema,
  personalRecordQuerySchema,
  progressSummarySchema,
  trainedExerciseListSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../idempotency/claim';
import { idempotent } from '../idempotency/idempotent';
import { requireClient } from '../sessions/access-tokens';
import { createMeasurement, listMeasurements } from './measurements';
import { exerciseHistory, trainedExercises } from './history';
import { personalRecords } from './records';
import { progressSummary } from './summary';

const tags = ['client-app'];

/**
 * /api/v1/client-app/measurements, /progress, /exercises and /records: the client's own, client tokens only (a trainer's
 * gets 403; a disabled client is refused by the authentication hook). No id of another client can be named.
 */
export const clientAppProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);
  const deps = () => ({ db: app.db, now: app.now });

  app.get(
    '/client-app/measurements',
    {
      schema: {
        tags,
        summary: 'Mis mediciones (las cargadas por mí y por mi entrenador), las más nuevas primero',
        security: bearerSecurity,
        querystring: measurementListQuerySchema,
        response: { 200: measurementListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMeasurements(app.db, request.user.gymId, request.user.clientId!, request.query),
  );

  app.post(
    '/client-app/measurements',
    {
      schema: {
        tags,
        summary:
          'Registrar una medición propia. Un reintento con el mismo id responde 200 con la medición guardada; con la misma Idempotency-Key, la primera respuesta',
        security: bearerSecurity,
        headers: idempotencyKeyHeaders(),
        body: measurementCreateSchema,
        response: { 200: measurementSchema, 201: measurementSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(deps(), idempotencyClaimOf(request), async (db) => {
        const { measurement, created } = await createMeasurement({ db, now: app.now }, request.user.gymId, request.user.clientId!, { kind: 'client' }, request.body);
        return { status: created ? (201 as const) : (200 as const), body: measurement };
      });
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/client-app/progress',
    {
      schema: {
        tags,
        summary: 'Mi progreso: la última medición de cada cifra con su cambio y mi adherencia a 7, 30 y 90 días',
        security: bearerSecurity,
        response: { 200: progressSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => progressSummary(deps(), request.user.gymId, request.user.clientId!),
  );

  app.get(
    '/client-app/exercises',
    {
      schema: {
        tags,
        summary: 'Los ejercicios que registré en mis rutinas: sesiones, último día y mejor 1RM estimado (Epley)',
        security: bearerSecurity,
        response: { 200: trainedExerciseListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => trainedExercises(app.db, request.user.gymId, request.user.clientId!),
  );

  app.get(
    '/client-app/exercises/:exerciseId/history',
    {
      schema: {
        tags,
        summary: 'Mi historial de un ejercicio: cada sesión con sus series, la mejor serie, el volumen y el 1RM estimado (Epley)',
        security: bearerSecurity,
        params: exerciseParamsSchema,
        querystring: exerciseHistoryQuerySchema,
        response: { 200: exerciseHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => exerciseHistory(app.db, request.user.gymId, request.user.clientId!, request.params.exerciseId, request.query),
  );

  app.get(
    '/client-app/records',
    {
      schema: {
        tags,
        summary: 'Mis récords personales por ejercicio',
        security: bearerSecurity,
        querystring: personalRecordQuerySchema,
        response: { 200: personalRecordListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { exerciseId } = request.query;
      return { items: await personalRecords(app.db, request.user.gymId, request.user.clientId!, exerciseId === undefined ? {} : { exerciseIds: [exerciseId] }) };
    },
  );
};
