import { idParamsSchema, progressPhotoListQuerySchema, progressPhotoListSchema, progressPhotoSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { reachClient } from '../team/client-rows';
import { acceptUploads, readPhotoUpload, uploadDescription } from './photo-upload';
import { createPhoto, deletePhoto, listPhotos, } from './photos';

const tags = ['progress'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });

/** A client's progress photos, for the trainer (their business's clients only). */
export const progressPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = await acceptUploads(app);

  app.get(
    '/clients/:clientId/progress-photos',
    {
      schema: {
        tags,
        summary: 'Las fotos de progreso de un cliente (frente, perfil, espalda), las más nuevas primero, con URLs firmadas que vencen',
        security: bearerSecurity,
        params: clientParamsSchema,
        querystring: progressPhotoListQuerySchema,
        response: { 200: progressPhotoListSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { gymId, clientId } = await reachClient(app.db, request.scope, request.params.clientId);
      return listPhotos(deps, gymId, clientId, request.query);
    },
  );

  app.post(
    '/clients/:clientId/progress-photos',
    {
      schema: {
        tags,
        summary: 'Subir una foto de progreso de un cliente (multipart: photo, pose, date)',
        description: uploadDescription,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: clientParamsSchema,
        response: { 200: progressPhotoSchema, 201: progressPhotoSchema, ...errorResponses(400, 401, 402, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      // Before reading the body: a photo for a client the caller cannot see is not even parsed.
      const { gymId, clientId } = await reachClient(app.db, request.scope, request.params.clientId);
      const { fields, bytes } = await readPhotoUpload(request, reply);
      const writer = { kind: 'trainer', userId: request.scope.userId } as const;
      const { photo, created } = await createPhoto(deps, gymId, clientId, writer, fields, bytes);
      return reply.code(created ? 201 : 200).send(photo);
    },
  );

  app.delete(
    '/progress-photos/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una foto de progreso (la haya subido el entrenador o el cliente), con su archivo',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Foto eliminada'), ...errorResponses(401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePhoto(deps, { scope: request.scope }, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
