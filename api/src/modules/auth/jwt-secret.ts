import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET a secret is generated once and kept in DATA_DIR, so restarting the server
 * keeps everyone signed in. Several API instances must share JWT_SECRET instead.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): { secret: string; source: 'env' | 'file' | 'generated' } {
  if (configured) return { secret: configured, source: 'env' };
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated' };
}
