/**
 * Sends one queued write with its Idempotency-Key and says what came of it. Worker-safe: it is
 * used by the page and by the service worker's Background Sync alike.
 */
import { ERROR_CODES, type ErrorBody } from '@/contract/common';
import type { QueuedWrite, WriteOutcome } from './types';

export async function sendWrite(
  write: QueuedWrite,
  options: { accessToken: string | null; language: string; fetch?: typeof fetch },
): Promise<WriteOutcome> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(`/v1/${write.path}`, {
      method: write.method,
      credentials: 'include',
      headers: {
        'Idempotency-Key': write.idempotencyKey,
        'Accept-Language': options.language,
        ...(write.body ? { 'Content-Type': 'application/json' } : {}),
        ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
      },
      body: write.body ? JSON.stringify(write.body) : undefined,
    });
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : 'network' };
  }
  const body = parseJson(await response.text().catch(() => ''));
  if (response.ok) return { kind: 'done', status: response.status, body };
  const error = isErrorBody(body)
    ? body
    : { code: ERROR_CODES.internal, message: response.statusText };
  // Deleting what is already gone is what the user wanted.
  if (response.status === 404 && write.operation === 'delete')
    return { kind: 'done', status: 204, body: null };
  if (response.status === 401) return { kind: 'unauthorized' };
  if (
    response.status === 409 &&
    error.code === ERROR_CODES.versionConflict &&
    isRecord(error.current)
  ) {
    return { kind: 'conflict', current: error.current };
  }
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    return { kind: 'retry', reason: `HTTP ${response.status}` };
  }
  return { kind: 'refused', status: response.status, error };
}

function isErrorBody(value: unknown): value is ErrorBody {
  return isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
