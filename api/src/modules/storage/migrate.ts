import { createReadStream, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Storage } from './s3';
import { contentTypeByExtension, extensionOf, isStorageKey } from './storage';

export interface StorageMigration {
  /** Files written to the bucket, and their bytes. */
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size: a second run copies nothing. */
  present: number;
  /** Files under the folder that are not the app's (a partial write, something copied by hand). */
  skipped: string[];
}

export interface StorageMigrationDeps {
  /** The local store's folder (UPLOADS_DIR). */
  uploadsDir: string;
  bucket: S3Storage;
  /** Told of each file copied, for a progress line. */
  onCopied?: (key: string, bytes: number) => void;
}

async function* filesUnder(root: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.isFile()) yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  }
}

/**
 * Copies a local-disk store into a bucket, key for key, so that an instance switched to S3_BUCKET
 * serves every file it served before (the URLs saved in the database do not change). Files already
 * in the bucket with the same size are left alone: the copy can be run again after an interruption,
 * or once more right before the switch, and copies only what is missing. Nothing is deleted.
 */
export async function migrateLocalToBucket({ uploadsDir, bucket, onCopied }: StorageMigrationDeps): Promise<StorageMigration> {
  const inBucket = new Map<string, number>();
  for await (const { key, size } of bucket.list()) inBucket.set(key, size);
  const result: StorageMigration = { copied: 0, copiedBytes: 0, present: 0, skipped: [] };
  for await (const key of filesUnder(uploadsDir)) {
    const contentType = contentTypeByExtension[extensionOf(key)];
    if (!isStorageKey(key) || !contentType) {
      result.skipped.push(key);
      continue;
    }
    const file = path.join(uploadsDir, ...key.split('/'));
    const { size } = await stat(file);
    if (inBucket.get(key) === size) {
      result.present += 1;
      continue;
    }
    // Streamed: a library video may be hundreds of MB.
    await bucket.putStream(key, createReadStream(file), contentType, size);
    result.copied += 1;
    result.copiedBytes += size;
    onCopied?.(key, size);
  }
  result.skipped.sort();
  return result;
}
