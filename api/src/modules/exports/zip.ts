import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A file of the ZIP, its text produced as the archive is written (never the whole business in memory). */
export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string>;
}

export interface ZipProgress {
  /** After each entry's text has been read whole (the progress bar moves). */
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
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(entry.name, { mtime }, (callback) => {
      async function* text(): AsyncGenerator<Buffer> {
        for await (const chunk of entry.content()) {
          yield Buffer.from(chunk, 'utf8');
          await progress.chunk();
        }
        await progress.entryDone(index + 1);
      }
      const stream = Readable.from(text());
      stream.on('error', (error) => output.destroy(error));
      callback(null, stream);
    });
  });
  zip.end();
  return output;
}
