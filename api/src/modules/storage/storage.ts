/**
 * Where uploaded files live. Every upload goes through this interface, so moving photos to an object
 * store later means one new implementation, not changes in the modules that upload.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (written completely or not at all). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The URL (or same-origin path) the web app loads the file from. */
  urlFor(key: string): string;
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
};

export const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
