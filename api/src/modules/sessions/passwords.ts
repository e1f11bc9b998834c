import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; its Algorithm enum is a const enum, which
// isolatedModules cannot read, so the default is relied on and checked by a test.
export const hashPassword = (password: string) => hash(password);

let decoyHash: Promise<string> | undefined;

/** A hash no password matches, verified for unknown emails so they cost the same time as known ones. */
export const getDecoyHash = () => (decoyHash ??= hash(randomBytes(32).toString('base64url')));

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await getDecoyHash());
  try {
    const matches = await verify(target, password);
    return matches && passwordHash !== undefined;
  } catch {
    return false;
  }
}
