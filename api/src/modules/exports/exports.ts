import { randomUUID } from 'node:crypto';
import type { BusinessExport } from '@coach/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessExportRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { findBusiness } from '../business/queries';
import type { MediaUrlSigner } from '../library/media/media-urls';
import type { FileStorage, StoredFile } from '../storage/storage';
import type { SessionState } from '../sessions/session-states';
import type { LinkHolder } from './download-links';
import { csvFiles } from './csv-files';
import { EXPORT_FOLDER } from './export-folder';
import { isTrialOver } from '../users/trial';
import { jsonFiles, type ExportFile, type ExportSourceDeps } from './json-files';
import { findExport, findExportInProgress, findLatestExport, failStaleExports, insertExport, removeExpiredExports, updateExportInProgress } from './queries';
import { readmeText } from './readme';
import { storedFileEntries, storedFilesOf } from './stored-files';
import { zipStream, type ZipEntry } from './zip';
import { adminOnly, type Scope } from '../team/scope';

export interface ExportDeps extends ExportSourceDeps {
  storage: FileStorage;
  urls: MediaUrlSigner;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The ZIP's files, in order; README.txt goes first and counts as one more step, and the stored files (archivos/) as one last. */
export const EXPORT_FILES: readonly ExportFile[] = [...jsonFiles, ...csvFiles];
export const TOTAL_STEPS = EXPORT_FILES.length + 2;

/** A generous bound for one business's ZIP: past it the export fails rather than filling the store. */
const MAX_ZIP_BYTES = 4 * 1024 * 1024 * 1024;

/** How often a running export tells the database it is alive, well inside EXPORT_LIMITS.staleMinutes. */
const HEARTBEAT_MS = 30_000;

/** The link an answer carries for its reader (download-links.ts), or none for an export not ready. */
export type DownloadLinkFor = (exportId: number) => { url: string; expiresAt: Date };

export function exportAnswer(row: BusinessExportRow, linkFor: DownloadLinkFor): BusinessExport {
  const link = row.status === 'ready' && row.storageKey ? linkFor(row.id) : null;
  return {
    id: row.id,
    status: row.status,
    progress: { done: row.doneSteps, total: row.totalSteps },
    bytes: row.bytes,
    downloadUrl: link?.url ?? null,
    downloadExpiresAt: link?.expiresAt.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * GET /exports/{id}/zip: the ZIP, for the member a valid link names (download-links.ts) while that
 * link's session holds: the member is still active and an Administrador of the export's business, and
 * their sessions were not ended since (password change, "Cerrar sesión en todos los dispositivos"), and
 * the business's trial has not ended.
 * Anything else answers what a missing export answers (404).
 */
export async function openExportDownload(
  deps: Pick<ExportDeps, 'db' | 'now' | 'storage'>,
  holder: LinkHolder,
  state: SessionState | null,
  id: number,
): Promise<StoredFile> {
  if (!state || state.kind !== 'user' || !state.active || state.role !== 'AD' || state.sessionVersion !== holder.sessionVersion) throw notFound();
  // Like the calendar feed's address: a business whose trial ended serves nothing by link (its exports are locked too).
  if (isTrialOver(state.trialEndsAt, deps.now())) throw notFound();
  const row = await findExport(deps.db, state.gymId, id, deps.now());
  if (!row || row.status !== 'ready' || !row.storageKey) throw notFound();
  const file = await deps.storage.open(row.storageKey);
  if (!file) throw notFound();
  return file;
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
    const readme = readmeText(EXPORT_FILES, { name: business?.name ?? '', currency: business?.currency ?? 'ARS', country: business?.country ?? 'AR' }, startedAt);
    const entries: ZipEntry[] = [
      {
        name: 'README.txt',
        step: 1,
        async *content() {
          yield `\uFEFF${readme}`;
        },
      },
      ...EXPORT_FILES.map((file, index) => ({ name: file.name, step: index + 2, content: () => file.content(deps, gymId) })),
      ...storedFileEntries(deps.storage, await storedFilesOf(deps.db, gymId)),
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
