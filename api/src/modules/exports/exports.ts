import { randomUUID } from 'node:crypto';
import type { BusinessExport } from '@coach/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessExportRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { findBusiness } from '../business/queries';
import type { MediaUrlSigner } from '../library/media/media-urls';
import type { FileStorage } from '../storage/storage';
import { csvFiles } from './csv-files';
import { jsonFiles, type ExportFile, type ExportSourceDeps } from './json-files';
import { findExport, findExportInProgress, findLatestExport, failStaleExports, insertExport, removeExpiredExports, updateExportInProgress } from './queries';
import { readmeText } from './readme';
import { zipStream, type ZipEntry } from './zip';
import { adminOnly, type Scope } from '../team/scope';

export interface ExportDeps extends ExportSourceDeps {
  storage: FileStorage;
  urls: MediaUrlSigner;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The ZIP's files, in order; README.txt goes first and counts as one more step. */
export const EXPORT_FILES: readonly ExportFile[] = [...jsonFiles, ...csvFiles];
const TOTAL_STEPS = EXPORT_FILES.length + 1;

/** Exports live under their own folder, served only by signed URLs (never by /uploads). */
const EXPORT_FOLDER = 'exports';
/** A generous bound for one business's ZIP: past it the export fails rather than filling the store. */
const MAX_ZIP_BYTES = 4 * 1024 * 1024 * 1024;

/** How often a running export tells the database it is alive, well inside EXPORT_LIMITS.staleMinutes. */
const HEARTBEAT_MS = 30_000;

/** The expiry a signed media URL carries (`/media/<expires>/…`). */
const signedUrlExpiry = (url: string) => new Date(Number(url.split('/')[2]) * 1000);

export function exportAnswer(row: BusinessExportRow, urls: Pick<MediaUrlSigner, 'urlFor'>): BusinessExport {
  const downloadUrl = row.status === 'ready' && row.storageKey ? urls.urlFor(row.storageKey) : null;
  return {
    id: row.id,
    status: row.status,
    progress: { done: row.doneSteps, total: row.totalSteps },
    bytes: row.bytes,
    downloadUrl,
    downloadExpiresAt: downloadUrl ? signedUrlExpiry(downloadUrl).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function deleteFiles(deps: Pick<ExportDeps, 'storage' | 'log'>, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete an export file'));
  }
}

/**
 * POST /exports: a new export, pending (`start` says the caller must run it), or the one the
 * business already has in progress. Expired exports (of any business) go first, their files too,
 * and an export left running by a stopped instance fails, so that it never blocks a new one.
 */
export async function requestExport(deps: ExportDeps, scope: Scope): Promise<{ row: BusinessExportRow; start: boolean }> {
  const { gymId } = adminOnly(scope);
  const now = deps.now();
  await deleteFiles(deps, await removeExpiredExports(deps.db, now));
  await failStaleExports(deps.db, gymId, now);
  const created = await insertExport(deps.db, gymId, now, TOTAL_STEPS);
  if (created) return { row: created, start: true };
  const running = await findExportInProgress(deps.db, gymId);
  if (!running) throw new Error('an export was in progress and is not any more');
  return { row: running, start: false };
}

/** GET /exports/{id}: another business's export, or an expired one, is a 404. */
export async function getExport(deps: Pick<ExportDeps, 'db' | 'now'>, scope: Scope, id: number): Promise<BusinessExportRow> {
  const { gymId } = adminOnly(scope);
  const now = deps.now();
  await failStaleExports(deps.db, gymId, now);
  const row = await findExport(deps.db, gymId, id, now);
  if (!row) throw notFound();
  return row;
}

/**
 * GET /exports/latest: the business's newest export still kept, or null, so "Mi negocio" shows the
 * export asked for before a reload, or from another device, with its progress or its link.
 */
export async function getLatestExport(deps: Pick<ExportDeps, 'db' | 'now'>, scope: Scope): Promise<BusinessExportRow | null> {
  const { gymId } = adminOnly(scope);
  const now = deps.now();
  await failStaleExports(deps.db, gymId, now);
  return (await findLatestExport(deps.db, gymId, now)) ?? null;
}

/**
 * Writes the business's ZIP to the store and marks the export ready; each file written moves the
 * progress (and the heartbeat) on. A failure marks it failed and keeps no file. Never throws.
 */
export async function runExport(deps: ExportDeps, gymId: number, id: number): Promise<void> {
  const key = `${EXPORT_FOLDER}/${randomUUID()}.zip`;
  let stored = false;
  try {
    const startedAt = deps.now();
    if (!(await updateExportInProgress(deps.db, id, { status: 'running', heartbeatAt: startedAt }))) return;
    const business = await findBusiness(deps.db, gymId);
    const readme = readmeText(EXPORT_FILES, business?.name ?? '', startedAt);
    const entries: ZipEntry[] = [
      {
        name: 'README.txt',
        async *content() {
          yield `\uFEFF${readme}`;
        },
      },
      ...EXPORT_FILES.map((file) => ({ name: file.name, content: () => file.content(deps, gymId) })),
    ];
    let lastBeat = startedAt.getTime();
    const zip = zipStream(entries, startedAt, {
      entryDone: async (done) => {
        lastBeat = deps.now().getTime();
        await updateExportInProgress(deps.db, id, { doneSteps: done, heartbeatAt: new Date(lastBeat) });
      },
      // A file of many batches beats too (at most every HEARTBEAT_MS): only a stopped instance goes silent.
      chunk: async () => {
        const now = deps.now().getTime();
        if (now - lastBeat < HEARTBEAT_MS) return;
        lastBeat = now;
        await updateExportInProgress(deps.db, id, { heartbeatAt: new Date(now) });
      },
    });
    const { size } = await deps.storage.putStream(key, zip, 'application/zip', MAX_ZIP_BYTES);
    stored = true;
    const ready = await updateExportInProgress(deps.db, id, { status: 'ready', storageKey: key, bytes: size, doneSteps: TOTAL_STEPS, finishedAt: deps.now() });
    // Failed meanwhile (it took longer than the timeout) or removed: the file is nobody's.
    if (!ready) await deleteFiles(deps, [key]);
  } catch (error) {
    deps.log.error({ err: error, exportId: id }, 'the business export failed');
    if (stored) await deleteFiles(deps, [key]);
    await updateExportInProgress(deps.db, id, { status: 'failed', finishedAt: deps.now() }).catch(() => undefined);
  }
}
