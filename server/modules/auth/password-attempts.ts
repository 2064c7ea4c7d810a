/** A password check under throttles: counted before it is verified, taken back when right. */
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { admit, succeeded, type Throttle } from '../../lib/throttle';
import { verifyPassword } from './passwords';

/**
 * Answers whether `password` matches `storedHash` (null: no such account, checked against a
 * dummy hash so it takes as long). Throws 429/1429 with Retry-After while a throttle holds.
 */
export async function checkPassword(
  db: Db,
  throttles: Throttle[],
  now: () => Date,
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  const admission = await admit(db, throttles, now());
  if (!admission.admitted) throw tooManyRequests(admission.retryAfterSeconds);
  const valid = await verifyPassword(storedHash, password);
  if (valid) await succeeded(db, admission, now());
  return valid;
}
