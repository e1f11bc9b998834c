import { formatDecimal } from '@coach/shared';
import { libraryMessages } from '@coach/shared/contracts';

/** The API's limits (docs/decisions.md, Biblioteca: LIBRARY_VIDEO_MAX_MB, LIBRARY_IMAGE_MAX_MB). */
export const VIDEO_MAX_MB = 200;
export const IMAGE_MAX_MB = 10;
const MB = 1024 * 1024;

export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,.mp4,.mov';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const VIDEO_EXTENSIONS = ['.mp4', '.mov'];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

// Some systems give a .mov no type at all: then its name decides (the API checks the bytes anyway).
const hasType = (file: File, types: string[], extensions: string[]) =>
  file.type ? types.includes(file.type) : extensions.includes(extensionOf(file.name));

/** Why this file cannot be the video (the API's own words), or undefined when it can. */
export function videoProblem(file: File): string | undefined {
  if (!hasType(file, VIDEO_TYPES, VIDEO_EXTENSIONS)) return libraryMessages.videoTypeInvalid;
  if (file.size > VIDEO_MAX_MB * MB) return libraryMessages.videoTooLarge(VIDEO_MAX_MB);
  return undefined;
}

/** Why this file cannot be the cover or image, or undefined when it can. */
export function imageProblem(file: File): string | undefined {
  if (!hasType(file, IMAGE_TYPES, IMAGE_EXTENSIONS)) return libraryMessages.imageTypeInvalid;
  if (file.size > IMAGE_MAX_MB * MB) return libraryMessages.imageTooLarge(IMAGE_MAX_MB);
  return undefined;
}

/** The first bytes of each image type the API takes (its own check reads them too). */
const startsAs = (head: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
const isImageHead = (head: Uint8Array) =>
  startsAs(head, [0xff, 0xd8, 0xff]) || // JPEG
  startsAs(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
  (startsAs(head, [0x52, 0x49, 0x46, 0x46]) && startsAs(head, [0x57, 0x45, 0x42, 0x50], 8)); // RIFF....WEBP

const readBytes = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(blob);
      });

/**
 * Why a file whose name and type say image is not one (a renamed document, a broken download), or
 * undefined: its first bytes must be a JPEG, PNG or WebP, and where the browser can decode images,
 * it must decode. Checked before the preview, which would otherwise show a broken image.
 */
export async function imageContentProblem(file: Blob): Promise<string | undefined> {
  try {
    if (!isImageHead(new Uint8Array(await readBytes(file.slice(0, 12))))) return libraryMessages.imageUnreadable;
    if (typeof createImageBitmap === 'function') (await createImageBitmap(file)).close();
    return undefined;
  } catch {
    return libraryMessages.imageUnreadable;
  }
}

/** "12,4 MB" / "850 KB" ("12.4 MB" where the business's country writes a decimal point). */
export function formatFileSize(bytes: number): string {
  const format = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });
  return bytes >= MB ? `${format(bytes / MB)} MB` : `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
