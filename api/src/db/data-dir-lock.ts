import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening the same directory both succeed and then
 * corrupt it. The server and the admin command therefore take this lock file, next to the data
 * directory, holding the pid of the process that has it open.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly pid: number | undefined,
  ) {
    super(`PGlite data directory ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'} (lock file ${lockFile})`);
  }
}

export interface DataDirLock {
  lockFile: string;
  release(): void;
}

// A lock file is created and then written; one without a pid that is this old was left by a crash.
const UNWRITTEN_LOCK_GRACE_MS = 5000;

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(lockFile: string, holder: number | undefined): boolean {
  if (holder === undefined) {
    try {
      return Date.now() - statSync(lockFile).mtimeMs > UNWRITTEN_LOCK_GRACE_MS;
    } catch {
      return true;
    }
  }
  // Our own pid can only come from an earlier life of this pid (pid 1 in a restarted container):
  // within one process the database is opened once.
  return holder === process.pid || !isAlive(holder);
}

export function lockDataDir(dataDir: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  const lockFile = `${resolved}.lock`;
  // Two attempts: the second follows the removal of a stale lock, and fails if another process
  // took the lock in between.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (!isStale(lockFile, holder)) throw new DataDirLockedError(resolved, lockFile, holder);
      rmSync(lockFile, { force: true });
      continue;
    }
    const release = () => {
      process.removeListener('exit', release);
      // Only our own lock: after a crash another process may have taken over the file.
      if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
    };
    // process.exit() skips close(); the lock must not outlive the process anyway.
    process.on('exit', release);
    return { lockFile, release };
  }
  throw new DataDirLockedError(resolved, lockFile, readHolder(lockFile));
}
