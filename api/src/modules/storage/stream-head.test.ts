import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { readHead } from './stream-head';

const chunked = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)), { objectMode: false });

describe('readHead', () => {
  it('reads at least the head, across chunks, and the stream yields everything again', async () => {
    const { head, stream } = await readHead(chunked('ab', 'cd', 'efgh', 'ij'), 5);
    expect(head.toString()).toBe('abcdefgh');
    expect((await buffer(stream)).toString()).toBe('abcdefghij');
  });

  it('answers a shorter head when the source ends first', async () => {
    const { head, stream } = await readHead(chunked('abc'), 16);
    expect(head.toString()).toBe('abc');
    expect((await buffer(stream)).toString()).toBe('abc');
    const empty = await readHead(chunked(), 16);
    expect(empty.head.length).toBe(0);
    expect((await buffer(empty.stream)).length).toBe(0);
  });

  it('passes on an error of the source', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('abcdef');
        throw new Error('the client went away');
      })(),
      { objectMode: false },
    );
    const { stream } = await readHead(failing, 2);
    await expect(buffer(stream)).rejects.toThrow('the client went away');
  });

  it('lets go of the source when the copy is destroyed unread', async () => {
    const source = chunked('abcdef', 'ghi');
    const { stream } = await readHead(source, 2);
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
  });
});
