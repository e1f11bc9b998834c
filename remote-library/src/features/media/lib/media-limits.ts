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

/** "12,4 MB" / "850 KB". */
export function formatFileSize(bytes: number): string {
  const format = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 1 });
  return bytes >= MB ? `${format(bytes / MB)} MB` : `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
