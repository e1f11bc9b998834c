import { Readable } from 'node:stream';
import { apiMessages } from '@coach/shared/contracts';
import { buffer, text } from 'node:stream/consumers';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { RangeNotSatisfiableError } from './byte-range';
import { S3Storage, StorageUnavailableError } from './s3';
import { FileTooLargeError, type StoredFile } from './storage';

const MB = 1024 * 1024;
let server: TestS3Server;
let storage: S3Storage;

beforeAll(async () => {
  server = await startTestS3Server();
  storage = new S3Storage(server.config);
});
afterAll(async () => {
  storage?.close();
  await server?.close();
});

/** Every key in the bucket. */
async function keys(): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of storage.list()) found.push(key);
  return found.sort();
}

/** A source that yields `chunks` one by one, then fails when `failAtEnd`. */
function source(chunks: Buffer[], failAtEnd = false): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk;
      if (failAtEnd) throw new Error('the client went away');
    })(),
    { objectMode: false },
  );
}
const megabytes = (count: number, fill = 0x61) => Array.from({ length: count }, (_, index) => Buffer.alloc(MB, fill + (index % 20)));

const read = async (file: StoredFile | undefined) => (file ? text(file.stream) : undefined);

describe('S3Storage on a real S3-protocol server', () => {
  it('stores, opens and deletes a file under its key; a missing key is undefined; deleting it again is fine', async () => {
    await storage.put('avatars/abc-123.png', Buffer.from('png bytes'), 'image/png');
    expect(await keys()).toContain('avatars/abc-123.png');
    const file = await storage.open('avatars/abc-123.png');
    expect(file).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await read(file)).toBe('png bytes');
    // The same same-origin URL as the local disk: the API serves the file either way.
    expect(storage.urlFor('avatars/abc-123.png')).toBe('/uploads/avatars/abc-123.png');

    await storage.delete('avatars/abc-123.png');
    expect(await storage.open('avatars/abc-123.png')).toBeUndefined();
    expect(await storage.open('avatars/abc-123.png', { start: 0 })).toBeUndefined();
    await expect(storage.delete('avatars/abc-123.png')).resolves.toBeUndefined();
  });

  it('opens a byte range: the stream carries those bytes, the size is the whole file', async () => {
    await storage.put('library/1/videos/e.mp4', Buffer.from('0123456789'), 'video/mp4');
    const open = (range: Parameters<typeof storage.open>[1]) => storage.open('library/1/videos/e.mp4', range);
    const middle = await open({ start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 10, contentType: 'video/mp4', range: { start: 2, end: 5 } });
    expect(await read(middle)).toBe('2345');
    expect(await read(await open({ start: 7 }))).toBe('789');
    expect(await read(await open({ start: 7, end: 1000 }))).toBe('789');
    expect(await read(await open({ suffix: 3 }))).toBe('789');
    expect(await read(await open({ suffix: 50 }))).toBe('0123456789');
    await expect(open({ start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    await expect(open({ suffix: 0 })).rejects.toMatchObject({ size: 10 });
  });

  it('refuses a bad key or a type its extension would not serve, without writing', async () => {
    const before = await keys();
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('avatars/x.png', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    await expect(storage.putStream('../x.mp4', source([Buffer.from('x')]), 'video/mp4', 10)).rejects.toThrow(/invalid storage key/);
    expect(await storage.open('../x.png')).toBeUndefined();
    expect(await keys()).toEqual(before);
  });

  it('streams a file of several parts (a multipart upload) and reads it back whole and by ranges', async () => {
    const chunks = megabytes(12);
    const whole = Buffer.concat(chunks);
    await expect(storage.putStream('library/1/videos/big.mp4', source(chunks), 'video/mp4', 12 * MB)).resolves.toEqual({ size: 12 * MB });
    expect(server.pendingUploads()).toEqual([]);
    const file = await storage.open('library/1/videos/big.mp4');
    expect(file?.size).toBe(12 * MB);
    expect((await buffer(file!.stream)).equals(whole)).toBe(true);
    const tail = await storage.open('library/1/videos/big.mp4', { start: 11 * MB - 3 });
    expect((await buffer(tail!.stream)).equals(whole.subarray(11 * MB - 3))).toBe(true);
  });

  it.each([
    ['within one part (a single PUT)', 3, 2 * MB],
    ['after parts were sent (a multipart upload, aborted)', 14, 11 * MB],
  ])('past the limit %s: FileTooLargeError, and nothing in the bucket, not even pending parts', async (_name, sentMb, limit) => {
    const before = await keys();
    const attempt = storage.putStream('library/1/videos/refused.mp4', source(megabytes(sentMb)), 'video/mp4', limit);
    await expect(attempt).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(attempt).rejects.toMatchObject({ maxBytes: limit });
    expect(await keys()).toEqual(before);
    expect(server.pendingUploads()).toEqual([]);
  });

  it.each([
    ['within one part', 1],
    ['after parts were sent', 12],
  ])('a source that fails %s: its error, and nothing in the bucket', async (_name, sentMb) => {
    const before = await keys();
    await expect(storage.putStream('library/1/videos/cut.mp4', source(megabytes(sentMb), true), 'video/mp4', 100 * MB)).rejects.toThrow(
      'the client went away',
    );
    expect(await keys()).toEqual(before);
    expect(server.pendingUploads()).toEqual([]);
  });

  it('replaces nothing already stored when a new write under the same key fails', async () => {
    await storage.putStream('library/1/videos/d.mp4', source([Buffer.from('old')]), 'video/mp4', 10);
    await expect(storage.putStream('library/1/videos/d.mp4', source([Buffer.from('much too long')]), 'video/mp4', 10)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await read(await storage.open('library/1/videos/d.mp4'))).toBe('old');
  });
});

describe('S3Storage when the store stops answering', () => {
  it('answers 503 SERVICE_UNAVAILABLE (the service, not the request, failed) for writes, reads and deletes', async () => {
    const gone = await startTestS3Server('gone-bucket');
    const store = new S3Storage(gone.config);
    try {
      await store.put('avatars/a.png', Buffer.from('x'), 'image/png');
      await gone.close();
      const unavailable = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable };
      await expect(store.put('avatars/b.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject(unavailable);
      await expect(store.putStream('library/1/videos/c.mp4', source([Buffer.from('x')]), 'video/mp4', 10)).rejects.toMatchObject(unavailable);
      await expect(store.open('avatars/a.png')).rejects.toMatchObject(unavailable);
      await expect(store.open('avatars/a.png', { start: 0 })).rejects.toMatchObject(unavailable);
      await expect(store.delete('avatars/a.png')).rejects.toMatchObject(unavailable);
    } finally {
      store.close();
    }
  });
});

describe('S3Storage.check (at start)', () => {
  it('passes for a bucket the credentials may use', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it.each([
    ['a bucket that does not exist', { bucket: 'no-such-bucket' }, /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist \(S3_BUCKET\)/],
    [
      'credentials the store refuses',
      { credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } },
      /refused the credentials \(403\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    ],
    ['a store nobody answers at', { endpoint: 'http://127.0.0.1:9' }, /bucket "coach-test" at http:\/\/127\.0\.0\.1:9 could not be reached/],
  ])('stops the start with a clear message for %s', async (_name, change, message) => {
    const wrong = new S3Storage({ ...server.config, ...change });
    try {
      const attempt = wrong.check();
      await expect(attempt).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(attempt).rejects.toThrow(message);
    } finally {
      wrong.close();
    }
  });
});
