/**
 * What a server's answer to a queued write means (PRODUCT.md §7, §8). Worker-safe: the page's
 * sender and the service worker's read answers the same way.
 */
import { ERROR_CODES, type ErrorBody } from '@/contract/common';
import type { QueuedWrite, WriteOutcome } from './queued-write';

/** A 401 is no outcome: the sender refreshes the token and tries again, or stops the replay. */
export function outcomeOfAnswer(
  write: Pick<QueuedWrite, 'effect'>,
  status: number,
  body: unknown,
): WriteOutcome | 'unauthorized' {
  if (status >= 200 && status < 300) return { state: 'saved', body };
  // Deleting what is already gone is what the user wanted.
  if (status === 404 && write.effect === 'delete') return { state: 'saved', body: null };
  if (status === 401) return 'unauthorized';
  const error: ErrorBody = isErrorBody(body)
    ? body
    : { code: ERROR_CODES.internal, message: `HTTP ${status}` };
  if (status === 409 && error.code === ERROR_CODES.versionConflict && isRecord(error.current)) {
    // The record exists with our id: an earlier attempt of this create got through.
    if (write.effect === 'create') return { state: 'saved', body: error.current };
    return { state: 'conflict', current: error.current };
  }
  if (status >= 500 || status === 429 || status === 408)
    return { state: 'queued', reason: 'server' };
  return { state: 'refused', status, error };
}

function isErrorBody(value: unknown): value is ErrorBody {
  return isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
