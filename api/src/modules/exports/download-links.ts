import { createHmac, timingSafeEqual } from 'node:crypto';
import { EXPORT_LIMITS } from '@coach/shared/contracts';
import type { Clock } from '../../plugins/app-context';

/** The member a link is made for, and their session version as it was made. */
export interface LinkHolder {
  userId: number;
  sessionVersion: number;
}

/** What a download link's query carries besides the export's id (its path). */
export interface DownloadQuery {
  m: string;
  v: string;
  e: string;
  s: string;
}

export interface ExportLinks {
  /** `/api/v1/exports/<id>/zip?m=…&v=…&e=…&s=…`, valid EXPORT_LIMITS.downloadLinkMinutes. */
  linkFor(exportId: number, holder: LinkHolder): { url: string; expiresAt: Date };
  /** The holder a valid, unexpired link of `exportId` was made for; null for anything else. */
  verify(exportId: number, query: DownloadQuery): LinkHolder | null;
}

const integer = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : null);

/**
 * The ZIP of "Exportar mis datos" is the whole business: a browser's download can't send the bearer
 * token, so the link itself is the credential, and it is narrow. It names the member who asked and
 * their session version (the download checks both against the database: a password change, "Cerrar
 * sesión en todos los dispositivos", a deactivation or losing the Administrador role end it), and it
 * lasts minutes, not hours. Its HMAC key is derived from the app's secret for this use alone.
 */
export function createExportLinks(secret: string, now: Clock): ExportLinks {
  const key = createHmac('sha256', secret).update('business-export-downloads').digest();
  const sign = (exportId: number, holder: LinkHolder, expires: number) =>
    createHmac('sha256', key).update(`${exportId}:${holder.userId}:${holder.sessionVersion}:${expires}`).digest('base64url');

  return {
    linkFor(exportId, holder) {
      const expires = Math.floor(now().getTime() / 1000) + EXPORT_LIMITS.downloadLinkMinutes * 60;
      const query = new URLSearchParams({ m: String(holder.userId), v: String(holder.sessionVersion), e: String(expires), s: sign(exportId, holder, expires) });
      return { url: `/api/v1/exports/${exportId}/zip?${query.toString()}`, expiresAt: new Date(expires * 1000) };
    },
    verify(exportId, query) {
      const userId = integer(query.m);
      const sessionVersion = integer(query.v);
      const expires = integer(query.e);
      if (userId === null || sessionVersion === null || expires === null) return null;
      if (expires * 1000 <= now().getTime()) return null;
      const expected = Buffer.from(sign(exportId, { userId, sessionVersion }, expires));
      const given = Buffer.from(query.s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, sessionVersion };
    },
  };
}
