import multipart, { type MultipartFile } from '@fastify/multipart';
import { businessLogoResponseSchema, profileMessages, profilePhotoResponseSchema } from '@coach/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error';
import { multipartUpload } from '../../http/openapi-document';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { removePhoto, replacePhoto, trainerPhotos, type PhotoDeps, type PhotoOwners } from './photo';

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/** The multipart plugin's errors, as the `{code, message}` answers of this API. */
export function uploadError(maxBytes: number, error: unknown, field = 'photo'): unknown {
  switch (errorCodeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge(maxBytes));
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', `Enviá una sola imagen, en el campo ${field}.`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Enviá la imagen como multipart/form-data, en el campo ${field}.`);
    default:
      return error;
  }
}

/** Reads the `field` part whole, up to UPLOAD_MAX_BYTES: a longer file is refused, never cut short. */
async function readPhoto(request: FastifyRequest, reply: FastifyReply, maxBytes: number, field: string): Promise<Buffer> {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
    if (!part || part.fieldname !== field) {
      throw new ApiError(400, 'VALIDATION_ERROR', profileMessages.photoRequired, {
        fieldErrors: { [field]: [profileMessages.photoRequired] },
      });
    }
    // A shutdown ends a photo still arriving with a clear 503 instead of waiting for it.
    request.server.shutdown.track(part.file, reply);
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(maxBytes, error, field);
  }
  // toBuffer() already throws when the limit cut the file; this guards against that default changing.
  if (part.file.truncated) throw uploadError(maxBytes, { code: 'FST_REQ_FILE_TOO_LARGE' }, field);
  return bytes;
}

/** Profile photos answer `{ image }`; the business's logo (the same kind of picture) `{ logo }`. */
type PictureKind = 'photo' | 'logo';

const kinds = {
  photo: {
    field: 'photo',
    schema: profilePhotoResponseSchema,
    answer: (url: string | null) => ({ image: url }),
    upload: 'Subir la foto de perfil (multipart, campo photo: PNG, GIF o JPEG)',
    remove: 'Quitar la foto de perfil',
    part: 'La foto: PNG, GIF o JPEG',
  },
  logo: {
    field: 'logo',
    schema: businessLogoResponseSchema,
    answer: (url: string | null) => ({ logo: url }),
    upload: 'Subir el logo del negocio (multipart, campo logo: PNG, GIF o JPEG); se muestra en la app de clientes y en los comprobantes',
    remove: 'Quitar el logo del negocio',
    part: 'El logo: PNG, GIF o JPEG',
  },
} as const;

/**
 * POST|DELETE {path}: the caller's profile photo (multipart, field `photo`: PNG, GIF or JPEG), for a
 * trainer (`/me/photo`, behind the trial lock: 402) or a client of the app (`/client-app/me/photo`),
 * or the business's logo (`/business/logo`, field `logo`). The scope it is registered in authenticates
 * the caller; `owners` says where the picture is kept.
 */
export function photoRoutes(options: {
  path: string;
  tag: string;
  owners: PhotoOwners;
  refusals: Array<401 | 402 | 403>;
  kind?: PictureKind;
}): FastifyPluginAsyncZod {
  const { path, tag, owners, refusals } = options;
  const kind = kinds[options.kind ?? 'photo'];
  const routes: FastifyPluginAsyncZod = async (app) => {
    // Registered here only, so multipart bodies are accepted by this route and refused (415) elsewhere.
    await app.register(multipart);
    const photos: PhotoDeps = { db: app.db, now: app.now, storage: app.storage, log: app.log };

    app.post(
      path,
      {
        schema: {
          tags: [tag],
          summary: kind.upload,
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          response: { 200: kind.schema, ...errorResponses(400, ...refusals, 413, 415) },
        },
        config: { swaggerTransform: multipartUpload(kind.field, kind.part) },
      },
      async (request, reply) => {
        const bytes = await readPhoto(request, reply, app.config.uploadMaxBytes, kind.field);
        return kind.answer(await replacePhoto(photos, owners, request.user, bytes));
      },
    );

    app.delete(
      path,
      {
        schema: {
          tags: [tag],
          summary: kind.remove,
          security: bearerSecurity,
          response: { 200: kind.schema, ...errorResponses(...refusals) },
        },
      },
      async (request) => {
        await removePhoto(photos, owners, request.user);
        return kind.answer(null);
      },
    );
  };
  return routes;
}

/** The trainer's own photo. */
export const mePhotoRoutes = photoRoutes({ path: '/me/photo', tag: 'users', owners: trainerPhotos, refusals: [401, 402, 403] });
