import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'coach-secret-')), 'nested');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when set, without touching DATA_DIR', () => {
    expect(resolveJwtSecret('s'.repeat(40), dataDir)).toEqual({ secret: 's'.repeat(40), source: 'env' });
    expect(() => statSync(dataDir)).toThrow();
  });

  it('generates a secret once, keeps it private in DATA_DIR and reuses it after a restart', () => {
    const first = resolveJwtSecret(undefined, dataDir);
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dataDir)).toEqual({ secret: first.secret, source: 'file' });
  });
});
