import { Readable } from 'node:stream';

/**
 * Reads the first `size` bytes of a stream (fewer if it ends first) without losing them: `stream`
 * yields the same bytes again, then the rest, so the type of an upload can be checked before it is
 * stored. Nothing but the head is held in memory. Not reading `stream` leaves the source paused;
 * destroy it (or `stream`) to let go of it.
 */
export async function readHead(source: Readable, size: number): Promise<{ head: Buffer; stream: Readable }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const received: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    received.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(received);
  async function* again() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const stream = Readable.from(again(), { objectMode: false });
  // Destroying the copy (a refused upload, a failed write) lets go of the source too.
  stream.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head, stream };
}
