import { libraryMessages } from '@coach/shared/contracts';
import { ApiError } from '../../../http/api-error';

/** The multipart field every library upload sends its file in. */
export const UPLOAD_FIELD = 'file';

export type MediaSlot = 'image' | 'video';

const MB = 1024 * 1024;
/** The limit as the trainer reads it: "200 MB" (the config is in whole megabytes). */
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export const mediaTooLarge = (slot: MediaSlot, maxBytes: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    slot === 'video' ? libraryMessages.videoTooLarge(megabytes(maxBytes)) : libraryMessages.imageTooLarge(megabytes(maxBytes)),
  );

export const mediaTypeInvalid = (slot: MediaSlot) =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', slot === 'video' ? libraryMessages.videoTypeInvalid : libraryMessages.imageTypeInvalid);

export function mediaRequired(slot: MediaSlot): ApiError {
  const message = slot === 'video' ? libraryMessages.videoRequired : libraryMessages.imageRequired;
  return new ApiError(400, 'VALIDATION_ERROR', message, { fieldErrors: { [UPLOAD_FIELD]: [message] } });
}

/** More parts than one file (and a few small fields), or a body that is not multipart at all. */
export const oneFileOnly = (slot: MediaSlot) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `Enviá ${slot === 'video' ? 'un solo video' : 'una sola imagen'}, en el campo ${UPLOAD_FIELD}.`);
export const notMultipart = () =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Enviá el archivo como multipart/form-data, en el campo ${UPLOAD_FIELD}.`);
