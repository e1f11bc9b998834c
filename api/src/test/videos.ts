/** Tiny but well-formed ISO base media files (MP4, MOV), and files that only pretend to be videos. */

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** `ftyp`: major brand, minor version, compatible brands. */
function fileTypeBox(brand: string, compatible: string[]): Buffer {
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(0x200, 0);
  return box('ftyp', Buffer.from(brand, 'latin1'), minor, ...compatible.map((b) => Buffer.from(b, 'latin1')));
}

/** `moov` with only a movie header (`mvhd`, version 0): 1000 units a second, no tracks yet. */
function movieBox(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  // Identity matrix (16.16 and 2.30 fixed point), at offset 36.
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(1, 96); // next track id
  return box('moov', box('mvhd', mvhd));
}

/** Distinct bytes (0, 1, 2… 255, 0, 1…), so a range of them shows where it was cut. */
export const patternBytes = (length: number) => Buffer.from(Array.from({ length }, (_, index) => index % 256));

/** A minimal MP4 (ftyp + moov) followed by an `mdat` of `mediaBytes` patterned bytes. */
export function tinyMp4({ brand = 'isom', mediaBytes = 0 }: { brand?: string; mediaBytes?: number } = {}): Buffer {
  const compatible = brand === 'qt  ' ? ['qt  '] : ['isom', 'iso2', 'avc1', 'mp41'];
  return Buffer.concat([fileTypeBox(brand, compatible), movieBox(), box('mdat', patternBytes(mediaBytes))]);
}

/** The same, as QuickTime writes it (brand `qt  `). */
export const tinyMov = (mediaBytes = 0) => tinyMp4({ brand: 'qt  ', mediaBytes });

export const notVideos = {
  text: Buffer.from('hola, no soy un video, aunque me llame clip.mp4'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  /** A HEIF photo shares the ftyp box, but is not a video. */
  heic: Buffer.concat([fileTypeBox('heic', ['mif1', 'heic']), box('meta', Buffer.alloc(8))]),
};
