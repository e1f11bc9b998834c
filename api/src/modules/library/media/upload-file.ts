import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileTooLargeError } from '../../storage/storage';
import { mediaRequired, mediaTooLarge, notMultipart, oneFileOnly, UPLOAD_FIELD, type MediaSlot } from './media-errors';

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

/** The multipart plugin's errors, as the `{code, message}` answers of this API. */
function uploadError(slot: MediaSlot, maxBytes: number, error: unknown): unknown {
  switch (errorCodeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return mediaTooLarge(slot, maxBytes);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return oneFileOnly(slot);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      return error;
  }
}

/**
 * The `file` part of a multipart upload, as a stream that is not read yet: the caller checks its
 * type from its first bytes and writes it to storage as it arrives. Parsing allows one byte over
 * `maxBytes`, so the caller's own count (FileTooLargeError) refuses a file that is too long instead
 * of the parser quietly cutting it; should the parser cut it anyway, the stream fails the same way.
 */
export async function uploadedFile(request: FastifyRequest, reply: FastifyReply, slot: MediaSlot, maxBytes: number): Promise<Readable> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
  } catch (error) {
    throw uploadError(slot, maxBytes, error);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.destroy();
    throw mediaRequired(slot);
  }
  const file = part.file;
  file.once('limit', () => file.destroy(new FileTooLargeError(maxBytes)));
  // A video may take minutes: a shutdown ends it with a clear 503 instead of waiting for it.
  request.server.shutdown.track(file, reply);
  return file;
}
