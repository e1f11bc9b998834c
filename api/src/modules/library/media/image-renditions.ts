import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { FileTooLargeError } from '../../storage/storage';

/** The cover fits inside this box (never enlarged); the thumbnail fills its box, cropped. */
export const COVER_BOX = { width: 1280, height: 720 } as const;
export const THUMBNAIL_BOX = { width: 320, height: 180 } as const;
/** A decoded image of more pixels is refused: a small file can decode to gigabytes (a "pixel bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The image could not be decoded (corrupt, truncated, too many pixels): not a usable image. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * The upload's bytes, refused with FileTooLargeError as soon as they pass `maxBytes`. sharp cannot
 * decode a JPEG, PNG or WebP before it has all of it (a streamed input is gathered into one buffer
 * inside sharp too), so gathering it here holds no more memory, and a refused upload stops cleanly
 * instead of leaving sharp's pipelines waiting for an input that never ends.
 */
async function readAtMost(source: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    length += chunk.length;
    // Leaving the loop destroys the source: the rest of the upload is not read.
    if (length > maxBytes) throw new FileTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const encode = async (image: Sharp): Promise<Rendition> => {
  const { data, info } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
};

/**
 * Reads an image (at most `maxBytes`) and encodes its cover and thumbnail as WebP, turned upright
 * by its EXIF orientation. The outputs keep no metadata: a phone photo's location stays out.
 */
export async function imageRenditions(source: Readable, maxBytes: number): Promise<{ cover: Rendition; thumbnail: Rendition }> {
  const input = await readAtMost(source, maxBytes);
  try {
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [cover, thumbnail] = await Promise.all([
      encode(decoded.clone().resize({ ...COVER_BOX, fit: 'inside', withoutEnlargement: true })),
      encode(decoded.clone().resize({ ...THUMBNAIL_BOX, fit: 'cover' })),
    ]);
    return { cover, thumbnail };
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
}
