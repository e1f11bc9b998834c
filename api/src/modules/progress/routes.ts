import {
  clientExerciseParamsSchema,
  exerciseHistoryQuerySchema,
  exerciseHistorySchema,
  idParamsSchema,
  measurementCreateSchema,
  measurementListQuerySchema,
  measurementListSchema,
  measurementSchema,
  measurementUpdateSchema,
  personalRecordListSchema,
  personalRecordQuerySchema,
  progressSummarySchema,
  trainedExerciseListSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { reachClient } from '../team/client-rows';
import type { Scope } from '../team/scope';
import { createMeasurement, deleteMeasurement, listMeasurements, updateMeasurement } from './measurements';
import { exerciseHistory, trainedExercises } from './history';
import { personalRecords } from './records';
import { progressSummary } from './summary';

const tags = ['progress'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });

/** A client's body measurements and progress summary, for the trainer (their business's clients only). */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now });
  // The client of the path, within the member's scope (a CO: only their clients), or 404.
  const reach = (request: { scope: Scope; params: { clientId: number } }) => reachClient(app.db, request.scope, request.params.clientId);

  app.get(
    '/clients/:clientId/measurements',
    {
      schema: {
        tags,
        summary: 'Las mediciones de un cliente (peso, grasa corporal, contornos), las más nuevas primero',
        security: bearerSecurity,
        params: clientParamsSchema,
        querystring: measurementListQuerySchema,
        response: { 200: measurementListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reach(request);
      return listMeasurements(app.db, gymId, clientId, request.query);
    },
  );

  app.post(
    '/clients/:clientId/measurements',
    {
      schema: {
        tags,
        summary: 'Registrar una medición de un cliente; si es el peso más nuevo, pasa a ser el peso del cliente',
        security: bearerSecurity,
        params: clientParamsSchema,
        body: measurementCreateSchema,
        response: { 200: measurementSchema, 201: measurementSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const writer = { kind: 'trainer', userId: request.scope.userId } as const;
      const { gymId, clientId } = await reach(request);
      const { measurement, created } = await createMeasurement(deps(), gymId, clientId, writer, request.body);
      return reply.code(created ? 201 : 200).send(measurement);
    },
  );

  app.patch(
    '/measurements/:id',
    {
      schema: {
        tags,
        summary: 'Corregir una medición (la haya cargado el entrenador o el cliente)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: measurementUpdateSchema,
        response: { 200: measurementSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => updateMeasurement(deps(), request.scope, request.params.id, request.body),
  );

  app.delete(
    '/measurements/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una medición; el peso del cliente vuelve al de la medición anterior con peso',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Medición eliminada'), ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteMeasurement(deps(), request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/clients/:clientId/progress',
    {
      schema: {
        tags,
        summary: 'El progreso de un cliente de un vistazo: la última medición de cada cifra con su cambio y la adherencia a 7, 30 y 90 días',
        security: bearerSecurity,
        params: clientParamsSchema,
        response: { 200: progressSummarySchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reach(request);
      return progressSummary(deps(), gymId, clientId);
    },
  );

  app.get(
    '/clients/:clientId/exercises',
    {
      schema: {
        tags,
        summary: 'Los ejercicios que el cliente registró en sus rutinas: sesiones, último día y mejor 1RM estimado (Epley), los más recientes primero',
        security: bearerSecurity,
        params: clientParamsSchema,
        response: { 200: trainedExerciseListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reach(request);
      return trainedExercises(app.db, gymId, clientId);
    },
  );

  app.get(
    '/clients/:clientId/exercises/:exerciseId/history',
    {
      schema: {
        tags,
        summary:
          'El historial de un ejercicio del cliente: cada sesión (la más nueva primero) con sus series hechas y prescritas entonces, la mejor serie, el volumen y el 1RM estimado (Epley)',
        security: bearerSecurity,
        params: clientExerciseParamsSchema,
        querystring: exerciseHistoryQuerySchema,
        response: { 200: exerciseHistorySchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reach(request);
      return exerciseHistory(app.db, gymId, clientId, request.params.exerciseId, request.query);
    },
  );

  app.get(
    '/clients/:clientId/records',
    {
      schema: {
        tags,
        summary:
          'Los récords personales del cliente por ejercicio: más peso para cada cantidad de repeticiones, mejor 1RM estimado, más repeticiones con un peso y más tiempo',
        security: bearerSecurity,
        params: clientParamsSchema,
        querystring: personalRecordQuerySchema,
        response: { 200: personalRecordListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reach(request);
      const { exerciseId } = request.query;
      return { items: await personalRecords(app.db, gymId, clientId, exerciseId === undefined ? {} : { exerciseIds: [exerciseId] }) };
    },
  );
};
