import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../plugins/app-context';
import { detectFileType, FILE_TYPE_HEAD_BYTES, type FileType } from '../../storage/file-type';
import { FileTooLargeError, type FileStorage } from '../../storage/storage';
import { readHead } from '../../storage/stream-head';
import type { Scope } from '../../team/scope';
import { imageRenditions, UnreadableImageError } from './image-renditions';
import { mediaRequired, mediaTooLarge, mediaTypeInvalid, type MediaSlot } from './media-errors';
import { filesOf, findEditableItem, updateMediaColumns, type MediaColumns, type MediaItemRow, type MediaKind } from './media-items';
import { releaseUnreferencedFiles } from './release-files';

/** What changing an item's image or video uses. */
export interface LibraryMediaDeps {
  db: Db;
  storage: FileStorage;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  limits: { imageMaxBytes: number; videoMaxBytes: number };
}

/** An exercise or activity of the caller's business, and who changes it. */
export interface MediaItemRef<K extends MediaKind> {
  kind: K;
  scope: Scope;
  id: number;
}

const IMAGE_TYPES: ReadonlyArray<FileType['contentType']> = ['image/jpeg', 'image/png', 'image/webp'];
const VIDEO_TYPES: ReadonlyArray<FileType['contentType']> = ['video/mp4', 'video/quicktime'];

/** The type of an upload from its first bytes, when it is one `slot` accepts; the stream yields them all. */
async function sniff(slot: MediaSlot, source: Readable): Promise<{ type: FileType; stream: Readable }> {
  const { head, stream } = await readHead(source, FILE_TYPE_HEAD_BYTES);
  const type = detectFileType(head);
  const accepted = slot === 'video' ? VIDEO_TYPES : IMAGE_TYPES;
  if (head.length === 0 || !type || !accepted.includes(type.contentType)) {
    stream.destroy();
    throw head.length === 0 ? mediaRequired(slot) : mediaTypeInvalid(slot);
  }
  return { type, stream };
}

async function deleteQuietly(deps: LibraryMediaDeps, keys: string[]) {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not delete a library file no row uses');
    }
  }
}

/**
 * Points the item at new files (or none) and lets go of the ones it showed before. The row is locked
 * while it changes, so two uploads to one item queue up; the item may have been deleted or moved
 * meanwhile (404), and then the new files are removed instead.
 */
async function swapMedia<K extends MediaKind>(
  deps: LibraryMediaDeps,
  item: MediaItemRef<K>,
  slot: MediaSlot,
  values: Partial<MediaColumns>,
  newKeys: string[],
): Promise<MediaItemRow<K>> {
  let previous: string[];
  let updated: MediaItemRow<K>;
  try {
    ({ previous, updated } = await deps.db.transaction(async (tx) => {
      const row = await findEditableItem(tx, item.kind, item.scope, item.id, true);
      return {
        previous: filesOf(row, slot),
        updated: await updateMediaColumns(tx, item.kind, item.id, { ...values, updatedAt: deps.now() }),
      };
    }));
  } catch (error) {
    await deleteQuietly(deps, newKeys);
    throw error;
  }
  await releaseUnreferencedFiles(deps, previous.filter((key) => !newKeys.includes(key)));
  return updated;
}

/**
 * Stores a new cover and thumbnail (WebP) from an uploaded JPEG, PNG or WebP and shows them on the
 * item, in place of the previous ones.
 */
export async function replaceImage<K extends MediaKind>(deps: LibraryMediaDeps, item: MediaItemRef<K>, source: Readable): Promise<MediaItemRow<K>> {
  const maxBytes = deps.limits.imageMaxBytes;
  const { stream } = await sniff('image', source);
  let renditions: Awaited<ReturnType<typeof imageRenditions>>;
  try {
    renditions = await imageRenditions(stream, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw mediaTooLarge('image', maxBytes);
    if (error instanceof UnreadableImageError) throw mediaTypeInvalid('image');
    throw error;
  }
  const base = `library/${item.scope.gymId}/images/${randomUUID()}`;
  const imageKey = `${base}.webp`;
  const thumbnailKey = `${base}-thumb.webp`;
  try {
    await deps.storage.put(imageKey, renditions.cover.bytes, 'image/webp');
    await deps.storage.put(thumbnailKey, renditions.thumbnail.bytes, 'image/webp');
  } catch (error) {
    await deleteQuietly(deps, [imageKey, thumbnailKey]);
    throw error;
  }
  return swapMedia(deps, item, 'image', { imageKey, thumbnailKey }, [imageKey, thumbnailKey]);
}

/**
 * Streams an uploaded MP4 or MOV to storage (never whole in memory) and shows it on the item, in
 * place of its previous video, uploaded or linked.
 */
export async function replaceVideo<K extends MediaKind>(deps: LibraryMediaDeps, item: MediaItemRef<K>, source: Readable): Promise<MediaItemRow<K>> {
  const maxBytes = deps.limits.videoMaxBytes;
  const { type, stream } = await sniff('video', source);
  const key = `library/${item.scope.gymId}/videos/${randomUUID()}.${type.extension}`;
  try {
    await deps.storage.putStream(key, stream, type.contentType, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw mediaTooLarge('video', maxBytes);
    throw error;
  }
  return swapMedia(deps, item, 'video', { videoProvider: 'upload', videoRef: key, videoContentType: type.contentType }, [key]);
}

export function removeImage<K extends MediaKind>(deps: LibraryMediaDeps, item: MediaItemRef<K>): Promise<MediaItemRow<K>> {
  return swapMedia(deps, item, 'image', { imageKey: null, thumbnailKey: null }, []);
}

/** Takes the video off the item: an uploaded file (released when no other row shows it) or a link. */
export function removeVideo<K extends MediaKind>(deps: LibraryMediaDeps, item: MediaItemRef<K>): Promise<MediaItemRow<K>> {
  return swapMedia(deps, item, 'video', { videoProvider: null, videoRef: null, videoContentType: null }, []);
}
