import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, exercises, progressPhotos } from '../../db/schema';
import type { FileStorage } from '../storage/storage';
import type { ZipEntry } from './zip';

/*
 * The files themselves: the JSON files only carry links that expire in an hour or two, so what the
 * business stored goes into the ZIP too, under archivos/, each named by the id its JSON row has.
 * Profile photos and the logo are not here: their addresses are public and do not expire.
 */

/** Where a stored file goes in the ZIP, and its key in the store. */
export interface StoredFileEntry {
  name: string;
  key: string;
}

export const FILES_FOLDER = 'archivos';

/** What README.txt says of the folder. */
export const FILES_DESCRIPTION =
  `${FILES_FOLDER}/: los archivos guardados en Coach, que los .json solo enlazan por un rato: ` +
  `fotos-de-progreso/<id> (el id de progreso/fotos.json), biblioteca/ejercicios/<id>-portada y <id>-video, ` +
  'biblioteca/actividades/<id>-portada y <id>-video (los ids de los .json de la biblioteca; los videos de YouTube o Vimeo quedan como enlace).';

const extensionOf = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot) : '';
};

/** Every file the business stored that the export carries, in a stable order (a few keys per row: strings, not bytes). */
export async function storedFilesOf(db: Db, gymId: number): Promise<StoredFileEntry[]> {
  const [photos, ...library] = await Promise.all([
    db
      .select({ id: progressPhotos.id, key: progressPhotos.storageKey })
      .from(progressPhotos)
      .where(eq(progressPhotos.gymId, gymId))
      .orderBy(asc(progressPhotos.id)),
    ...(
      [
        ['ejercicios', exercises],
        ['actividades', activities],
      ] as const
    ).map(async ([folder, table]) => {
      const rows = await db
        .select({ id: table.id, imageKey: table.imageKey, videoProvider: table.videoProvider, videoRef: table.videoRef })
        .from(table)
        .where(eq(table.gymId, gymId))
        .orderBy(asc(table.id));
      return rows.flatMap((row) => [
        ...(row.imageKey ? [{ name: `${FILES_FOLDER}/biblioteca/${folder}/${row.id}-portada${extensionOf(row.imageKey)}`, key: row.imageKey }] : []),
        ...(row.videoProvider === 'upload' && row.videoRef
          ? [{ name: `${FILES_FOLDER}/biblioteca/${folder}/${row.id}-video${extensionOf(row.videoRef)}`, key: row.videoRef }]
          : []),
      ]);
    }),
  ]);
  return [...photos.map((photo) => ({ name: `${FILES_FOLDER}/fotos-de-progreso/${photo.id}${extensionOf(photo.key)}`, key: photo.key })), ...library.flat()];
}

/**
 * The ZIP entries of the stored files: each read from the store as the archive reaches it (one open
 * at a time), stored as it is (images and videos are compressed already). A file missing from the
 * store (removed meanwhile) is an empty entry rather than a failed export.
 */
export const storedFileEntries = (storage: FileStorage, files: readonly StoredFileEntry[]): ZipEntry[] =>
  files.map((file) => ({
    name: file.name,
    compress: false,
    async *content() {
      const stored = await storage.open(file.key);
      if (!stored) return;
      for await (const chunk of stored.stream as AsyncIterable<Buffer>) yield chunk;
    },
  }));
