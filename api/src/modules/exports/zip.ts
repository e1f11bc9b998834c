import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A file of the ZIP, its text or bytes produced as the archive is written (never the whole business in memory). */
export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string | Buffer>;
  /** The export's progress step this entry completes (the JSON and CSV files); none for a stored file. */
  step?: number;
  /** Deflate it (default); images and videos are compressed already. */
  compress?: boolean;
}

export interface ZipProgress {
  /** After an entry with a step has been read whole (the progress bar moves). */
  entryDone: (done: number) => Promise<void>;
  /** After each piece of an entry (a batch of rows): a long entry still shows signs of life. */
  chunk: () => Promise<void>;
}

/**
 * The ZIP (yazl: streaming, one entry after the other), as a stream to store. An entry that fails
 * destroys the stream with its error, so the store keeps nothing.
 */
export function zipStream(entries: readonly ZipEntry[], mtime: Date, progress: ZipProgress): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime, compress: entry.compress ?? true }, (callback) => {
      async function* text(): AsyncGenerator<Buffer> {
        for await (const chunk of entry.content()) {
          yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          await progress.chunk();
        }
        if (entry.step !== undefined) await progress.entryDone(entry.step);
      }
      const stream = Readable.from(text());
      stream.on('error', (error) => output.destroy(error));
      callback(null, stream);
    });
  }
  zip.end();
  return output;
}
