import multipart from '@fastify/multipart';
import { activitySchema, exerciseSchema, idParamsSchema, libraryNouns } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartUpload } from '../../../http/openapi-document';
import { bearerSecurity, errorResponses } from '../../../http/route-schemas';
import { itemResponse } from './item-response';
import { removeImage, removeVideo, replaceImage, replaceVideo, type LibraryMediaDeps } from './library-media';
import { UPLOAD_FIELD, type MediaSlot } from './media-errors';
import { findEditableItem, mediaKinds } from './media-items';
import { uploadedFile } from './upload-file';

const slotWords: Record<MediaSlot, { upload: string; remove: string }> = {
  image: { upload: 'Subir la imagen (JPEG, PNG o WebP; se guarda como portada 1280×720 y miniatura 320×180 en WebP)', remove: 'Quitar la imagen' },
  video: { upload: 'Subir el video (MP4 o MOV; reemplaza un enlace de YouTube o Vimeo)', remove: 'Quitar el video (subido o enlazado)' },
};

const slotDescriptions: Record<MediaSlot, string> = {
  image:
    `Cuerpo multipart/form-data con una sola parte de archivo, en el campo ${UPLOAD_FIELD}. El tipo se decide por los bytes ` +
    '(JPEG, PNG o WebP; otro: 415), hasta LIBRARY_IMAGE_MAX_MB (413). Reemplaza la imagen anterior. Responde el ítem con URLs firmadas.',
  video:
    `Cuerpo multipart/form-data con una sola parte de archivo, en el campo ${UPLOAD_FIELD}. El tipo se decide por los bytes ` +
    '(MP4 o MOV; otro: 415), hasta LIBRARY_VIDEO_MAX_MB (413), y se guarda en streaming. Reemplaza el video anterior, subido o ' +
    'enlazado. Responde el ítem; el video se sirve por su URL firmada, con Range.',
};

/**
 * PUT and DELETE /api/v1/{exercises|activities}/{id}/{image|video}: the files of a business's own
 * items. Uploads are multipart/form-data with one file part named `file`; the answer is the item,
 * as GET answers it. Registered in the authenticated scope.
 */
export const libraryUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so multipart bodies are accepted by these routes and refused (415) elsewhere.
  await app.register(multipart);
  // A refused upload (too large, wrong type) is answered before its body has all arrived; parsing
  // stopped, so nobody reads the rest and the connection would hang. It is read and dropped, so the
  // client gets the answer instead of a reset, and the connection serves the next request. Node's
  // requestTimeout bounds how long that may take.
  app.addHook('onResponse', async (request) => {
    if (!request.raw.readableEnded) request.raw.resume();
  });
  const deps: LibraryMediaDeps = {
    db: app.db,
    storage: app.storage,
    now: app.now,
    log: app.log,
    limits: { imageMaxBytes: app.config.libraryImageMaxBytes, videoMaxBytes: app.config.libraryVideoMaxBytes },
  };
  const maxBytes = (slot: MediaSlot) => (slot === 'video' ? deps.limits.videoMaxBytes : deps.limits.imageMaxBytes);

  for (const kind of mediaKinds) {
    const itemSchema = kind === 'exercises' ? exerciseSchema : activitySchema;
    for (const slot of ['image', 'video'] as const) {
      const words = slotWords[slot];
      app.put(
        `/${kind}/:id/${slot}`,
        {
          schema: {
            tags: ['library'],
            summary: `${words.upload}: ${libraryNouns[kind].this} (multipart, campo ${UPLOAD_FIELD})`,
            description: slotDescriptions[slot],
            security: bearerSecurity,
            consumes: ['multipart/form-data'],
            params: idParamsSchema,
            response: { 200: itemSchema, ...errorResponses(400, 401, 402, 403, 404, 413, 415) },
          },
          config: { swaggerTransform: multipartUpload(UPLOAD_FIELD, slot === 'video' ? 'El video: MP4 o MOV' : 'La imagen: JPEG, PNG o WebP') },
        },
        async (request, reply) => {
          const item = { kind, scope: request.scope, id: request.params.id };
          // Before reading the body: a file for an item the caller cannot change is not even parsed.
          await findEditableItem(app.db, kind, item.scope, item.id);
          const file = await uploadedFile(request, reply, slot, maxBytes(slot));
          const row = slot === 'video' ? await replaceVideo(deps, item, file) : await replaceImage(deps, item, file);
          return itemResponse(kind, row, app.mediaUrls);
        },
      );

      app.delete(
        `/${kind}/:id/${slot}`,
        {
          schema: {
            tags: ['library'],
            summary: `${words.remove}: ${libraryNouns[kind].this}`,
            security: bearerSecurity,
            params: idParamsSchema,
            response: { 200: itemSchema, ...errorResponses(400, 401, 402, 403, 404) },
          },
        },
        async (request) => {
          const item = { kind, scope: request.scope, id: request.params.id };
          const row = slot === 'video' ? await removeVideo(deps, item) : await removeImage(deps, item);
          return itemResponse(kind, row, app.mediaUrls);
        },
      );
    }
  }
};
