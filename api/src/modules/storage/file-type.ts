/**
 * What a file is, from its first bytes. The name and the declared type come from the client and
 * prove nothing: a text file named clip.mp4 sent as video/mp4 is still a text file. Each upload
 * keeps its own list of what it accepts (a profile photo: PNG, GIF, JPEG; a library image: JPEG,
 * PNG, WebP; a library video: MP4, MOV).
 */
export interface FileType {
  /** The extension its storage key ends in. */
  extension: 'png' | 'gif' | 'jpg' | 'webp' | 'mp4' | 'mov';
  contentType: 'image/png' | 'image/gif' | 'image/jpeg' | 'image/webp' | 'video/mp4' | 'video/quicktime';
}

/** Enough of the beginning of a file to tell every type below apart. */
export const FILE_TYPE_HEAD_BYTES = 16;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An ISO base media file (MP4, MOV, 3GP…) starts with its `ftyp` box: size, "ftyp", major brand. */
function isoMediaBrand(bytes: Buffer): string | undefined {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return undefined;
  const boxSize = bytes.readUInt32BE(0);
  // A real ftyp box holds at least its header and the major brand and minor version (16 bytes).
  if (boxSize < 16 || boxSize > 4096) return undefined;
  const brand = bytes.toString('latin1', 8, 12);
  return /^[\x20-\x7e]{4}$/.test(brand) ? brand : undefined;
}

export function detectFileType(bytes: Buffer): FileType | undefined {
  if (startsWith(bytes, PNG)) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', contentType: 'image/webp' };
  const brand = isoMediaBrand(bytes);
  if (brand === 'qt  ') return { extension: 'mov', contentType: 'video/quicktime' };
  // isom, iso2, mp41, mp42, avc1, M4V , dash…: players read them all as MP4. HEIF images (heic,
  // mif1…) and audio-only brands (M4A ) share the box but are not videos.
  if (brand && !/^(?:hei[cmsx]|hev[cmsx]|mif1|msf1|avif|avis|M4A |M4B |M4P )$/.test(brand)) {
    return { extension: 'mp4', contentType: 'video/mp4' };
  }
  return undefined;
}
