import type { BusinessExport } from '@coach/shared/contracts';
import { fromBuffer, type Entry } from 'yauzl';
import type { App } from '../../app';
import { authHeader } from '../../test/fixtures';

/** The ZIP's entries, by name, as bytes. */
export function unzipBytes(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The ZIP's entries, by name, as text (the stored files' bytes read as UTF-8 too: compare those with unzipBytes). */
export async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const entries = await unzipBytes(bytes);
  return new Map([...entries].map(([name, content]) => [name, content.toString('utf8')]));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the export as the screen does, until it is no longer in progress. */
export async function settledExport(app: App, access: string, id: number): Promise<BusinessExport> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.inject({ method: 'GET', url: `/api/v1/exports/${id}`, headers: authHeader(access) });
    if (response.statusCode !== 200) throw new Error(`export status: ${response.statusCode} ${response.body}`);
    const answer = response.json<BusinessExport>();
    if (answer.status === 'ready' || answer.status === 'failed') return answer;
    if (answer.progress.done > answer.progress.total) throw new Error('progress beyond its total');
    await wait(25);
  }
  throw new Error('the export did not finish');
}

/** Asks for an export and answers the ZIP's bytes once it is ready. */
export async function exportedZip(app: App, access: string): Promise<Buffer> {
  const asked = await app.inject({ method: 'POST', url: '/api/v1/exports', headers: authHeader(access) });
  if (asked.statusCode !== 202) throw new Error(`export request: ${asked.statusCode} ${asked.body}`);
  const ready = await settledExport(app, access, asked.json<BusinessExport>().id);
  if (ready.status !== 'ready') throw new Error('the export failed');
  const file = await app.inject({ method: 'GET', url: ready.downloadUrl! });
  if (file.statusCode !== 200) throw new Error(`download: ${file.statusCode}`);
  return file.rawPayload;
}
