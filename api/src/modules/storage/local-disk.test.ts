import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk';

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
