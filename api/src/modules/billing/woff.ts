import { inflateSync } from 'node:zlib';

/*
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the TrueType/OpenType file it wraps: the same tables,
 * inflated. pdfkit opens a font anew for every document and fontkit inflates WOFF tables in JavaScript
 * (most of a receipt's time); a receipt font is inflated once per process, natively, instead.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_ENTRY_SIZE = 16;

const padded = (length: number) => (length + 3) & ~3;

/** Whether the file is a WOFF (1.0) font. */
export const isWoff = (file: Buffer): boolean => file.length >= HEADER_SIZE && file.readUInt32BE(0) === WOFF_SIGNATURE;

/** The sfnt (TTF/OTF) inside a WOFF file; throws on a file that is not one. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${tag.toString(16)} has ${data.length} bytes, not ${origLength}`);
    return { tag, checksum, data };
  }).sort((a, b) => a.tag - b.tag);

  const power = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  const directorySize = 12 + numTables * SFNT_ENTRY_SIZE;
  const sfnt = Buffer.alloc(directorySize + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const record = 12 + index * SFNT_ENTRY_SIZE;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
