/** The image formats a profile photo may have, with the extension and type it is stored under. */
export interface ImageType {
  extension: 'png' | 'gif' | 'jpg';
  contentType: 'image/png' | 'image/gif' | 'image/jpeg';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The type from the file's first bytes. The name and the declared mimetype come from the client
 * and prove nothing: a text file named photo.png with image/png is still a text file.
 */
export function detectAvatarType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, PNG)) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  return undefined;
}
