/**
 * Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane).
 * Hashing runs on libuv's thread pool, so it never blocks the event loop.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's const enum cannot be imported as a value here. */
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Verified against for unknown accounts, so a wrong e-mail costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password')), password).catch(
      () => false,
    );
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
