import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and reset links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this digest, so a leaked table cannot be replayed. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
