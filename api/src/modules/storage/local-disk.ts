import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeByExtension, extensionOf, isStorageKey, type FileStorage } from './storage';

/** Public path prefix under which this process serves the files (see storage-plugin.ts). */
export const UPLOADS_PREFIX = '/uploads';

export interface StoredFile {
  stream: ReadStream;
  size: number;
  contentType: string;
}

/**
 * Files in a directory of this machine (DATA_DIR/uploads by default), served by this process.
 * Fine for one instance; several instances need a shared directory or an object store.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    // Disk keeps no metadata: the file is served with the type its extension maps to, so the two
    // must agree or the browser would get a wrong content type.
    if (contentTypeByExtension[extensionOf(key)] !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a half-written file is never served.
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlFor(key: string): string {
    assertStorageKey(key);
    return `${UPLOADS_PREFIX}/${key}`;
  }

  /** Undefined for anything that is not a stored file (bad key, missing file, a folder). */
  async open(key: string): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const contentType = contentTypeByExtension[extensionOf(key)];
    if (!contentType) return undefined;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
