import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token for links and cookies: 32 bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as SHA-256 hashes: a database leak reveals none of them. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('base64url');
