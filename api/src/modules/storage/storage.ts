import type { Readable } from 'node:stream';
import type { ByteRange, RangeRequest } from './byte-range';

/**
 * Public path prefix under which the API serves stored files, whatever the store (see
 * storage-plugin.ts): URLs saved in the database stay valid when files move to another store.
 */
export const UPLOADS_PREFIX = '/uploads';

/** A stored file, opened for reading: the requested bytes, and what to serve them with. */
export interface StoredFile {
  /** The whole file, or only the bytes of the range it was opened with. */
  stream: Readable;
  /** The size of the whole file. */
  size: number;
  contentType: string;
  /** The bytes `stream` carries (inclusive), when opened with a range. */
  range?: ByteRange;
}

/**
 * Where uploaded files live. Every upload goes through this interface, so moving files to an object
 * store (S3 and the like: a multipart upload for putStream, a ranged GET for open) later means one
 * new implementation, not changes in the modules that upload or serve.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (written completely or not at all). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores what `source` yields under `key`, without holding it in memory, and answers its size.
   * Written completely or not at all: past `maxBytes` the write stops, nothing is kept under the
   * key and the promise rejects with FileTooLargeError; an error of the source rejects with it.
   */
  putStream(key: string, source: Readable, contentType: string, maxBytes: number): Promise<{ size: number }>;
  /**
   * The file, or undefined for anything that is not a stored file. With a range (as a Range header
   * asks it, see byte-range.ts) the stream carries only those bytes; a range the file cannot satisfy
   * rejects with RangeNotSatisfiableError.
   */
  open(key: string, range?: RangeRequest): Promise<StoredFile | undefined>;
  /** Removes the file; a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The URL (or same-origin path) the web app loads the file from. */
  urlFor(key: string): string;
}

/** A write went past its size limit (putStream, byteLimit): nothing was kept. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';

  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

/**
 * Keys are `folder/name.ext`, lower case: only names the API generates itself (random UUIDs), so a
 * key can never point outside the storage, and its extension says how to serve it.
 */
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key) && key.length <= 200;

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** The content types files are served with, by the extension their key ends in. */
export const contentTypeByExtension: Readonly<Record<string, string>> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  // Only the product library's own drawings (never an upload): served with a CSP that runs nothing.
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  // Only a business's own export (modules/exports), served by a signed URL as an attachment.
  zip: 'application/zip',
};

export const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
