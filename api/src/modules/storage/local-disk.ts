import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';
import { resolveRange, type RangeRequest } from './byte-range';
import { assertStorageKey, contentTypeByExtension, extensionOf, isStorageKey, UPLOADS_PREFIX, type FileStorage, type StoredFile } from './storage';

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

  /** Where a file is written before it is renamed into place, so a half-written file is never served. */
  private async prepare(key: string, contentType: string): Promise<{ target: string; partial: string }> {
    const target = this.pathOf(key);
    // Disk keeps no metadata: the file is served with the type its extension maps to, so the two
    // must agree or the browser would get a wrong content type.
    if (contentTypeByExtension[extensionOf(key)] !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    return { target, partial: `${target}.${randomBytes(6).toString('hex')}.partial` };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { target, partial } = await this.prepare(key, contentType);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async putStream(key: string, source: Readable, contentType: string, maxBytes: number): Promise<{ size: number }> {
    let prepared: { target: string; partial: string };
    try {
      prepared = await this.prepare(key, contentType);
    } catch (error) {
      source.destroy();
      throw error;
    }
    const { target, partial } = prepared;
    const limit = new ByteLimit(maxBytes);
    const file = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(source, limit, file);
      await rename(partial, target);
      return { size: limit.bytes };
    } catch (error) {
      // A stream stopped early may still be opening its file: removing it before the stream has
      // closed left a partial file behind (seen in CI). Wait for the close, then remove.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
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

  async open(key: string, range?: RangeRequest): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const contentType = contentTypeByExtension[extensionOf(key)];
    if (!contentType) return undefined;
    const file = this.pathOf(key);
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      size = info.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    if (!range) return { stream: createReadStream(file), size, contentType };
    const bytes = resolveRange(range, size);
    return { stream: createReadStream(file, bytes), size, contentType, range: bytes };
  }
}
