import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../plugins/app-context';

/** Public path prefix of library media (served by media/media-routes.ts, outside /api/v1's bearer check). */
export const MEDIA_PREFIX = '/media';

/** A signed URL stays valid at least this long, and at most twice it. */
export const MEDIA_URL_LIFETIME_SECONDS = 60 * 60;

/**
 * Library media (covers, thumbnails, uploaded videos) is private to its business, and product media
 * to signed-in trainers; but `<img src>` and `<video src>` cannot send the bearer token. So the API
 * answers items with signed URLs, `/media/<expires>/<signature>/<key>`: only a caller who was
 * allowed to read the item gets one, and it stops working after an hour or two. `expires` is rounded
 * up to the next hour, so the same file keeps the same URL for an hour and the browser's cache works.
 */
export interface MediaUrlSigner {
  urlFor(key: string): string;
  /** The key, when `expires` and `signature` are a valid, unexpired signature of it. */
  verify(expires: string, signature: string, key: string): boolean;
}

export function createMediaUrlSigner(secret: string, now: Clock): MediaUrlSigner {
  // A key of its own, derived from the app's secret: a media signature is never a valid token MAC.
  const mediaKey = createHmac('sha256', secret).update('library-media-urls').digest();
  const sign = (expires: number, key: string) => createHmac('sha256', mediaKey).update(`${expires}:${key}`).digest('base64url');

  return {
    urlFor(key) {
      const hour = MEDIA_URL_LIFETIME_SECONDS;
      const expires = (Math.floor(now().getTime() / 1000 / hour) + 2) * hour;
      return `${MEDIA_PREFIX}/${expires}/${sign(expires, key)}/${key}`;
    },
    verify(expires, signature, key) {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(sign(at, key));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
