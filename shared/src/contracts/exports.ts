import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/*
 * "Exportar mis datos" (issue 28 §5): a ZIP of everything of the business, produced in the
 * background. POST answers 202 with the export; GET its state, progress and, when ready, a download
 * link that expires.
 */

export const exportStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

export const EXPORT_LIMITS = {
  /** The ZIP (and the export) is kept this long after it was asked for; then it is removed. */
  keepHours: 24,
  /** An export `running` without news for this long was left by an instance that stopped: it fails. */
  staleMinutes: 10,
  /**
   * A download link works this long, for the member who asked for it while their session holds (a
   * password change or "Cerrar sesión en todos los dispositivos" ends it): the screen asks for a fresh
   * one well before.
   */
  downloadLinkMinutes: 10,
} as const;

export const exportMessages = {
  failed: 'No pudimos preparar la exportación. Probá de nuevo.',
} as const;

export const businessExportSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    status: z.enum(exportStatuses),
    /** The files written so far of the ZIP's total: what the progress bar shows. */
    progress: z.object({ done: z.number(), total: z.number() }),
    /** The ZIP's size in bytes, once ready. */
    bytes: z.nullable(z.number()),
    /**
     * A signed link to the ZIP, once ready, for the member who asked: it stops working at
     * `downloadExpiresAt` (EXPORT_LIMITS.downloadLinkMinutes) or when their sessions are ended.
     */
    downloadUrl: z.nullable(z.string()),
    downloadExpiresAt: z.nullable(z.string()),
    createdAt: z.string(),
    finishedAt: z.nullable(z.string()),
    /** When the export and its file are removed. */
    expiresAt: z.string(),
  }),
);
export type BusinessExport = z.infer<typeof businessExportSchema>;

/** GET /api/v1/exports/latest: the business's newest export still kept (in progress, ready or failed), or null. */
export const latestExportSchema = lazySchema(() => z.object({ latest: z.nullable(businessExportSchema) }));
export type LatestExport = z.infer<typeof latestExportSchema>;
