import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
const dataDir = () => path.join(dir, 'pgdata');
const lockFile = () => `${dataDir()}.lock`;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'coach-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('writes its pid next to the data directory and removes the file on release', () => {
    const lock = lockDataDir(dataDir());
    expect(lock.lockFile).toBe(lockFile());
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(), `${holder.pid}\n`);
      let error: unknown;
      try {
        lockDataDir(dataDir());
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error).toMatchObject({ pid: holder.pid, lockFile: lockFile() });
      // The holder's lock is left alone.
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone (a crash)', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockFile(), `${gone}\n`);
    const lock = lockDataDir(dataDir());
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
