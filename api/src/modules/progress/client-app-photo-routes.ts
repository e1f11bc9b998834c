import { idParamsSchema, progressPhotoListQuerySchema, progressPhotoListSchema, progressPhotoSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { requireClient } from '../sessions/access-tokens';
import { acceptUploads, readPhotoUpload, uploadDescription } from './photo-upload';
import { createPhoto, deletePhoto, listPhotos } from './photos';

/**
 * /api/v1/client-app/progress-photos: the client's own, client tokens only (a trainer's gets 403). A
 * photo of another client, of the business or not, is as missing as one that does not exist.
 */
export const clientAppProgressPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireClient);
  const deps = await acceptUploads(app);

  app.get(
    '/client-app/progress-photos',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Mis fotos de progreso, las más nuevas primero, con URLs firmadas que vencen',
        security: bearerSecurity,
        querystring: progressPhotoListQuerySchema,
        response: { 200: progressPhotoListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPhotos(deps, request.user.gymId, request.user.clientId!, request.query),
  );

  app.post(
    '/client-app/progress-photos',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Subir una foto de progreso propia (multipart: photo, pose, date)',
        description: uploadDescription,
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: progressPhotoSchema, 201: progressPhotoSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, bytes } = await readPhotoUpload(request, reply);
      const { photo, created } = await createPhoto(deps, request.user.gymId, request.user.clientId!, { kind: 'client' }, fields, bytes);
      return reply.code(created ? 201 : 200).send(photo);
    },
  );

  app.delete(
    '/client-app/progress-photos/:id',
    {
      schema: {
        tags: ['client-app'],
        summary: 'Eliminar una foto de progreso propia (también las que subió mi entrenador)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Foto eliminada'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePhoto(deps, { gymId: request.user.gymId, clientId: request.user.clientId! }, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
