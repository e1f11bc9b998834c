import { randomUUID } from 'node:crypto';
import { profileMessages } from '@coach/shared/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { clients, gyms, users } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { AuthUser } from '../sessions/access-tokens';
import type { FileStorage } from '../storage/storage';
import { detectAvatarType, type ImageType } from './image-type';

const AVATAR_KEY_AT_END = /(avatars\/[0-9a-f-]{36}\.(?:png|gif|jpg))$/;

export const unsupportedPhotoType = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', profileMessages.photoTypeInvalid);

/**
 * The storage key of a photo URL this API stored, or undefined (no photo, or a URL set some other
 * way). The storage interface only maps keys to URLs, so the key is recognised by mapping it back.
 */
export function avatarKeyOf(storage: FileStorage, url: string | null): string | undefined {
  const candidate = url ? AVATAR_KEY_AT_END.exec(url)?.[1] : undefined;
  return candidate && storage.urlFor(candidate) === url ? candidate : undefined;
}

/** What changing a photo uses: the user's row, the files, and a log for files left behind. */
export interface PhotoDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Whose profile photo a signed-in caller changes: a trainer's (/api/v1/me/photo) or a client's in the
 * app (/api/v1/client-app/me/photo). Sets the image and answers the one it replaces, locking the row so
 * two uploads queue up; unauthorized when the account is gone (a token can outlive it).
 */
export interface PhotoOwners {
  swap(db: Db, caller: PhotoCaller, image: string | null, now: Date): Promise<string | null>;
}

/** The caller as a photo change needs it: their id and business. */
export type PhotoCaller = Pick<AuthUser, 'id' | 'gymId'>;

export const trainerPhotos: PhotoOwners = {
  swap: (db, caller, image, now) =>
    db.transaction(async (tx) => {
      const own = and(eq(users.id, caller.id), eq(users.gymId, caller.gymId));
      const [current] = await tx.select({ image: users.image }).from(users).where(own).for('update');
      if (!current) throw unauthorized();
      await tx.update(users).set({ image, updatedAt: now }).where(own);
      return current.image;
    }),
};

export const clientPhotos: PhotoOwners = {
  swap: (db, caller, image, now) =>
    db.transaction(async (tx) => {
      const own = and(eq(clients.id, caller.id), eq(clients.gymId, caller.gymId), isNotNull(clients.appRegisteredAt));
      const [current] = await tx.select({ image: clients.image }).from(clients).where(own).for('update');
      if (!current) throw unauthorized();
      await tx.update(clients).set({ image, updatedAt: now }).where(own);
      return current.image;
    }),
};

/** The business's logo: the caller's own business (any web role of it may change it). */
export const businessLogos: PhotoOwners = {
  swap: (db, caller, logo, now) =>
    db.transaction(async (tx) => {
      const own = eq(gyms.id, caller.gymId);
      const [current] = await tx.select({ logo: gyms.logo }).from(gyms).where(own).for('update');
      if (!current) throw unauthorized();
      await tx.update(gyms).set({ logo, updatedAt: now }).where(own);
      return current.logo;
    }),
};

export async function deleteQuietly(deps: Pick<PhotoDeps, 'storage' | 'log'>, key: string | undefined) {
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    // The row no longer points at it: a file left behind costs disk space, not correctness.
    deps.log.warn({ err: error, key }, 'could not delete a replaced photo');
  }
}

/** A decoded photo of more pixels is refused (a small file can decode to gigabytes), as library images are. */
const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * The photo decoded and encoded again in its own format (turned upright by its EXIF orientation), as
 * library images are: only the picture is kept. The first bytes alone let `GIF89a<script>…` through,
 * stored and served as an image; whatever rides along in a real image (text chunks, metadata, the
 * location of a phone photo) is dropped. What does not decode is not a photo: 415.
 */
export async function reencodePhoto(bytes: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', animated: type.extension === 'gif' });
    switch (type.extension) {
      case 'png':
        return await input.rotate().png().toBuffer();
      case 'jpg':
        return await input.rotate().jpeg({ quality: 85 }).toBuffer();
      case 'gif':
        return await input.gif().toBuffer();
    }
  } catch {
    throw unsupportedPhotoType();
  }
}

/** Stores a new profile photo under a random key and removes the previous one. Answers its URL. */
export async function replacePhoto(deps: PhotoDeps, owners: PhotoOwners, caller: PhotoCaller, bytes: Buffer): Promise<string> {
  const type = detectAvatarType(bytes);
  if (!type) throw unsupportedPhotoType();
  const picture = await reencodePhoto(bytes, type);
  const key = `avatars/${randomUUID()}.${type.extension}`;
  await deps.storage.put(key, picture, type.contentType);
  const url = deps.storage.urlFor(key);
  let previous: string | null;
  try {
    previous = await owners.swap(deps.db, caller, url, deps.now());
  } catch (error) {
    await deleteQuietly(deps, key);
    throw error;
  }
  await deleteQuietly(deps, avatarKeyOf(deps.storage, previous));
  return url;
}

export async function removePhoto(deps: PhotoDeps, owners: PhotoOwners, caller: PhotoCaller): Promise<void> {
  const previous = await owners.swap(deps.db, caller, null, deps.now());
  await deleteQuietly(deps, avatarKeyOf(deps.storage, previous));
}
