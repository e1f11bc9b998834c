import multipart from '@fastify/multipart';
import { idParamsSchema, PROGRESS_PHOTO_LIMITS, progressPhotoListQuerySchema, progressPhotoListSchema, progressPhotoSchema } from '@coach/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { findClientInGym } from '../clients/queries';
import { requireClient } from '../sessions/access-tokens';
import { readPhotoUpload } from './photo-upload';
import { createPhoto, deletePhoto, listPhotos, type PhotoDeps } from './photos';

const uploadDescription =
  `Cuerpo multipart/form-data: la foto en el campo photo (JPEG, PNG o GIF, decidido por los bytes: otro tipo es 415; hasta ` +
  `${PROGRESS_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB: más es 413), pose (front, side o back), date (YYYY-MM-DD, no futura) e id ` +
  `(opcional, un UUID: un reintento con el mismo id responde 200 con la foto guardada). Hasta ${PROGRESS_PHOTO_LIMITS.perClient} fotos por cliente. ` +
  'Responde la foto con su URL firmada, que vence en una o dos horas.';

/** Multipart bodies are accepted only in the scope that registers this (elsewhere they are a 415). */
async function acceptUploads(app: FastifyInstance): Promise<PhotoDeps> {
  await app.register(multipart);
  // A refused upload is answered before its body has all arrived: the rest is read and dropped, so the
  // connection serves the next request (as the library's uploads do).
  app.addHook('onResponse', async (request) => {
    if (!request.raw.readableEnded) request.raw.resume();
  });
  return { db: app.db, now: app.now, storage: app.storage, urls: app.mediaUrls, log: app.log };
}

const tags = ['progress'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });

/** A client's progress photos, for the trainer (their business's clients only). */
export const progressPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = await acceptUploads(app);
  const ofBusiness = async (gymId: number, clientId: number) => {
    if (!(await findClientInGym(app.db, gymId, clientId))) throw notFound();
  };

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
      await ofBusiness(request.user.gymId, request.params.clientId);
      return listPhotos(deps, request.user.gymId, request.params.clientId, request.query);
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
      await ofBusiness(request.user.gymId, request.params.clientId);
      const { fields, bytes } = await readPhotoUpload(request, reply);
      const writer = { kind: 'trainer', userId: request.user.id } as const;
      const { photo, created } = await createPhoto(deps, request.user.gymId, request.params.clientId, writer, fields, bytes);
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
      await deletePhoto(deps, request.user.gymId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

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
      await deletePhoto(deps, request.user.gymId, request.params.id, request.user.clientId!);
      return reply.code(204).send(null);
    },
  );
};
