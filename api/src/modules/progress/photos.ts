import { randomUUID } from 'node:crypto';
import {
  PROGRESS_PHOTO_FIELD,
  PROGRESS_PHOTO_LIMITS,
  progressPhotoMessages,
  type ProgressPhoto,
  type ProgressPhotoList,
  type progressPhotoFieldsSchema,
  type progressPhotoListQuerySchema,
} from '@coach/shared/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { progressPhotos, type ProgressPhotoRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { gymToday } from '../agenda/tasks/queries';
import { lockClientInGym } from '../clients/queries';
import type { MediaUrlSigner } from '../library/media/media-urls';
import { fieldValidationError } from '../library/validation-error';
import { clientRowsOf, type ClientRowsOwner } from '../team/client-rows';
import type { FileStorage } from '../storage/storage';
import { detectAvatarType } from '../users/image-type';
import { deleteQuietly, reencodePhoto } from '../users/photo';
import type { MeasurementWriter } from './measurements';

export type ProgressPhotoFields = z.output<typeof progressPhotoFieldsSchema>;
export type ProgressPhotoListQuery = z.output<typeof progressPhotoListQuerySchema>;

export interface PhotoDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  urls: MediaUrlSigner;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Progress photos live under their own folder: never served by /uploads (profile photos only), only by signed URLs. */
const PHOTO_FOLDER = 'progress-photos';

export const toPhoto = (row: ProgressPhotoRow, urls: Pick<MediaUrlSigner, 'urlFor'>): ProgressPhoto => ({
  id: row.id,
  clientId: row.clientId,
  date: row.date,
  pose: row.pose,
  url: urls.urlFor(row.storageKey),
  enteredBy: row.enteredBy,
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET …/progress-photos: the client's photos newest first (by day, then the later upload). Only the
 * business's rows are read (a client of another business has none), whatever the caller checked.
 */
export async function listPhotos(
  deps: Pick<PhotoDeps, 'db' | 'urls'>,
  gymId: number,
  clientId: number,
  query: ProgressPhotoListQuery,
): Promise<ProgressPhotoList> {
  const where = and(eq(progressPhotos.clientId, clientId), eq(progressPhotos.gymId, gymId), query.pose ? eq(progressPhotos.pose, query.pose) : undefined);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(progressPhotos)
      .where(where)
      .orderBy(desc(progressPhotos.date), desc(progressPhotos.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(progressPhotos).where(where),
  ]);
  return { items: rows.map((row) => toPhoto(row, deps.urls)), total: counted?.total ?? 0 };
}

async function findByUid(db: Db, clientId: number, uid: string): Promise<ProgressPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(progressPhotos)
    .where(and(eq(progressPhotos.clientId, clientId), eq(progressPhotos.uid, uid)))
    .limit(1);
  return row;
}

export type PhotoCreated = { photo: ProgressPhoto; created: boolean };

/**
 * POST …/progress-photos: a photo of the business's client, by the trainer or by the client. The type
 * is decided by the bytes (JPEG, PNG or GIF; 415 otherwise), the picture decoded and encoded again (its
 * metadata, a phone's location included, is dropped) and stored under a random key. A retry with the
 * same `id` answers the stored photo (`created: false`); past PROGRESS_PHOTO_LIMITS.perClient, a 400.
 */
export async function createPhoto(
  deps: PhotoDeps,
  gymId: number,
  clientId: number,
  writer: MeasurementWriter,
  fields: ProgressPhotoFields,
  bytes: Buffer,
): Promise<PhotoCreated> {
  const { db } = deps;
  const replay = fields.id === undefined ? undefined : await findByUid(db, clientId, fields.id);
  if (replay) return { photo: toPhoto(replay, deps.urls), created: false };
  const now = deps.now();
  if (fields.date > (await gymToday(db, gymId, now))) throw fieldValidationError([['date', progressPhotoMessages.dateInFuture]]);
  const type = detectAvatarType(bytes);
  if (!type) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', progressPhotoMessages.photoTypeInvalid);
  const picture = await reencodePhoto(bytes, type).catch(() => {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', progressPhotoMessages.photoTypeInvalid);
  });
  const key = `${PHOTO_FOLDER}/${randomUUID()}.${type.extension}`;
  await deps.storage.put(key, picture, type.contentType);
  try {
    const row = await db.transaction(async (tx) => {
      // Locked: two uploads at once count one after the other.
      await lockClientInGym(tx, gymId, clientId);
      const [stored] = await tx.select({ total: count() }).from(progressPhotos).where(eq(progressPhotos.clientId, clientId));
      if ((stored?.total ?? 0) >= PROGRESS_PHOTO_LIMITS.perClient) throw fieldValidationError([[PROGRESS_PHOTO_FIELD, progressPhotoMessages.tooMany]]);
      const [inserted] = await tx
        .insert(progressPhotos)
        .values({
          gymId,
          clientId,
          date: fields.date,
          pose: fields.pose,
          storageKey: key,
          bytes: picture.length,
          enteredBy: writer.kind,
          createdByUserId: writer.kind === 'trainer' ? writer.userId : null,
          uid: fields.id ?? null,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (row) return { photo: toPhoto(row, deps.urls), created: true };
    // A retry stored the same id meanwhile: that one is the photo.
    await deleteQuietly(deps, key);
    const raced = await findByUid(db, clientId, fields.id!);
    if (!raced) throw notFound();
    return { photo: toPhoto(raced, deps.urls), created: false };
  } catch (error) {
    await deleteQuietly(deps, key);
    throw error;
  }
}

/**
 * DELETE: the photo and then its file (a file left behind costs space, not privacy: no URL is signed
 * for it any more). 404 for a photo `owner` doesn't reach: another business's, another trainer's
 * client's for a CO, another client's in the client app.
 */
export async function deletePhoto(deps: PhotoDeps, owner: ClientRowsOwner, id: number): Promise<void> {
  const [row] = await deps.db
    .delete(progressPhotos)
    .where(and(eq(progressPhotos.id, id), clientRowsOf(progressPhotos, owner)))
    .returning({ key: progressPhotos.storageKey });
  if (!row) throw notFound();
  await deleteQuietly(deps, row.key);
}
