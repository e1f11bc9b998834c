import { PROGRESS_PHOTO_FIELD, PROGRESS_PHOTO_LIMITS, progressPhotoFieldsSchema, progressPhotoMessages } from '@coach/shared/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { fieldValidationError } from '../library/validation-error';
import { uploadError } from '../users/me-photo-routes';
import type { PhotoDeps, ProgressPhotoFields } from './photos';

const photoRequired = () => fieldValidationError([[PROGRESS_PHOTO_FIELD, progressPhotoMessages.photoRequired]]);

/**
 * The multipart body of POST …/progress-photos: the `photo` file read whole (up to
 * PROGRESS_PHOTO_LIMITS.maxBytes: a longer one is refused, never cut short) and the text fields beside
 * it in any order (`pose`, `date`, `id`), checked by the contract.
 */
export async function readPhotoUpload(request: FastifyRequest, reply: FastifyReply): Promise<{ fields: ProgressPhotoFields; bytes: Buffer }> {
  const maxBytes = PROGRESS_PHOTO_LIMITS.maxBytes;
  const values: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== PROGRESS_PHOTO_FIELD) throw photoRequired();
        // A shutdown ends a photo still arriving with a clear 503 instead of waiting for it.
        request.server.shutdown.track(part.file, reply);
        bytes = await part.toBuffer();
        if (part.file.truncated) throw uploadError(maxBytes, { code: 'FST_REQ_FILE_TOO_LARGE' });
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadError(maxBytes, error);
  }
  const parsed = progressPhotoFieldsSchema.safeParse(values);
  const errors: Array<[string, string]> = parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  if (!bytes || bytes.length === 0) errors.unshift([PROGRESS_PHOTO_FIELD, progressPhotoMessages.photoRequired]);
  if (errors.length > 0 || !parsed.success || !bytes) throw fieldValidationError(errors);
  return { fields: parsed.data, bytes };
}

export const uploadDescription =
  `Cuerpo multipart/form-data: la foto en el campo photo (JPEG, PNG o GIF, decidido por los bytes: otro tipo es 415; hasta ` +
  `${PROGRESS_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB: más es 413), pose (front, side o back), date (YYYY-MM-DD, no futura) e id ` +
  `(opcional, un UUID: un reintento con el mismo id responde 200 con la foto guardada). Hasta ${PROGRESS_PHOTO_LIMITS.perClient} fotos por cliente. ` +
  'Responde la foto con su URL firmada, que vence en una o dos horas.';

/** Multipart bodies are accepted only in the scope that registers this (elsewhere they are a 415). */
export async function acceptUploads(app: FastifyInstance): Promise<PhotoDeps> {
  await app.register(multipart);
  // A refused upload is answered before its body has all arrived: the rest is read and dropped, so the
  // connection serves the next request (as the library's uploads do).
  app.addHook('onResponse', async (request) => {
    if (!request.raw.readableEnded) request.raw.resume();
  });
  return { db: app.db, now: app.now, storage: app.storage, urls: app.mediaUrls, log: app.log };
}
