import multipart, { type MultipartFile } from '@fastify/multipart';
import { profileMessages, profilePhotoResponseSchema } from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { removePhoto, replacePhoto, type PhotoDeps } from './photo';

const PHOTO_FIELD = 'photo';

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/** The multipart plugin's errors, as the `{code, message}` answers of this API. */
function uploadError(maxBytes: number, error: unknown): unknown {
  switch (errorCodeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge(maxBytes));
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Enviá una sola imagen, en el campo photo.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Enviá la imagen como multipart/form-data, en el campo photo.');
    default:
      return error;
  }
}

/** Reads the `photo` part whole, up to UPLOAD_MAX_BYTES: a longer file is refused, never cut short. */
async function readPhoto(request: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<Buffer> {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
    if (!part || part.fieldname !== PHOTO_FIELD) {
      throw new ApiError(400, 'VALIDATION_ERROR', profileMessages.photoRequired, {
        fieldErrors: { [PHOTO_FIELD]: [profileMessages.photoRequired] },
      });
    }
    // A shutdown ends a photo still arriving with a clear 503 instead of waiting for it.
    request.server.shutdown.track(part.file, reply);
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(maxBytes, error);
  }
  // toBuffer() already throws when the limit cut the file; this guards against that default changing.
  if (part.file.truncated) throw uploadError(maxBytes, { code: 'FST_REQ_FILE_TOO_LARGE' });
  return bytes;
}

export const mePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so multipart bodies are accepted by this route and refused (415) elsewhere.
  await app.register(multipart);
  const photos: PhotoDeps = { db: app.db, now: app.now, storage: app.storage, log: app.log };

  app.post(
    '/me/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Subir la foto de perfil (multipart, campo photo: PNG, GIF o JPEG)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: profilePhotoResponseSchema, ...errorResponses(400, 401, 402, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const bytes = await readPhoto(request, reply, app.config.uploadMaxBytes);
      return { image: await replacePhoto(photos, request.user, bytes) };
    },
  );

  app.delete(
    '/me/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Quitar la foto de perfil',
        security: bearerSecurity,
        response: { 200: profilePhotoResponseSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => {
      await removePhoto(photos, request.user);
      return { image: null };
    },
  );
};
