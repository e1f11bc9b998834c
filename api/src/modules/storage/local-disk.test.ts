import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RangeNotSatisfiableError } from './byte-range';
import { LocalDiskStorage } from './local-disk';
import { FileTooLargeError, type StoredFile } from './storage';

let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'coach-storage-'));
  storage = new LocalDiskStorage(path.join(root, 'uploads'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('stores, opens and deletes a file under its key', async () => {
    await storage.put('avatars/abc-123.png', Buffer.from('png bytes'), 'image/png');
    expect(readFileSync(path.join(root, 'uploads', 'avatars', 'abc-123.png'), 'utf8')).toBe('png bytes');
    const file = await storage.open('avatars/abc-123.png');
    expect(file).toMatchObject({ size: 9, contentType: 'image/png' });
    file?.stream.destroy();
    expect(storage.urlFor('avatars/abc-123.png')).toBe('/uploads/avatars/abc-123.png');

    await storage.delete('avatars/abc-123.png');
    expect(await storage.open('avatars/abc-123.png')).toBeUndefined();
    // Deleting what is not there is fine.
    await expect(storage.delete('avatars/abc-123.png')).resolves.toBeUndefined();
  });

  it.each(['../escape.png', 'avatars/../../escape.png', '/etc/passwd', 'Avatars/A.png', 'avatars/x.png/', 'avatars\\x.png'])(
    'refuses the key %p for writing, and never opens it',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
      expect(await storage.open(key)).toBeUndefined();
      expect(existsSync(path.join(root, 'escape.png'))).toBe(false);
    },
  );

  it('refuses a content type its extension would not serve', async () => {
    await expect(storage.put('avatars/x.png', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    await expect(storage.put('avatars/x.html', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
  });
});

/** Every file under the storage's root, partial ones included. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

/** A source that yields `chunks` one by one, then fails when `failAtEnd`. */
function source(chunks: string[], failAtEnd = false): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
      if (failAtEnd) throw new Error('the client went away');
    })(),
    { objectMode: false },
  );
}

const read = async (file: StoredFile | undefined) => (file ? text(file.stream) : undefined);

describe('LocalDiskStorage streaming', () => {
  const uploads = () => path.join(root, 'uploads');

  it('writes a stream under its key and answers its size', async () => {
    await expect(storage.putStream('library/1/videos/a.mp4', source(['0123', '4567', '89']), 'video/mp4', 10)).resolves.toEqual({ size: 10 });
    expect(readFileSync(path.join(uploads(), 'library', '1', 'videos', 'a.mp4'), 'utf8')).toBe('0123456789');
    expect(filesUnder(uploads())).toEqual(['a.mp4']);
  });

  it('stops past the limit with FileTooLargeError and keeps nothing, not even a partial file', async () => {
    const attempt = storage.putStream('library/1/videos/b.mp4', source(['0123', '4567', '89A']), 'video/mp4', 10);
    await expect(attempt).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(attempt).rejects.toMatchObject({ maxBytes: 10 });
    expect(filesUnder(uploads())).toEqual([]);
  });

  it('keeps nothing when the source fails half way, and rejects with its error', async () => {
    await expect(storage.putStream('library/1/videos/c.mp4', source(['0123'], true), 'video/mp4', 100)).rejects.toThrow('the client went away');
    expect(filesUnder(uploads())).toEqual([]);
  });

  it('replaces nothing already stored when a new write under the same key fails', async () => {
    await storage.putStream('library/1/videos/d.mp4', source(['old']), 'video/mp4', 10);
    await expect(storage.putStream('library/1/videos/d.mp4', source(['much too long']), 'video/mp4', 10)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await read(await storage.open('library/1/videos/d.mp4'))).toBe('old');
  });

  it('refuses a bad key or a type its extension would not serve, without writing', async () => {
    await expect(storage.putStream('../x.mp4', source(['x']), 'video/mp4', 10)).rejects.toThrow(/invalid storage key/);
    await expect(storage.putStream('library/x.mp4', source(['x']), 'text/html', 10)).rejects.toThrow(/does not match/);
    expect(filesUnder(root)).toEqual([]);
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
    expect(await storage.open('library/1/videos/missing.mp4', { start: 0 })).toBeUndefined();
  });
});
