/**
 * How the page sends a queued write: through the one HTTP client (lib/api-client), which adds
 * the session's token, refreshes it on a 401 (one refresh for many requests) and retries. The
 * service worker, which cannot read the page's session, has its own small sender (sw/).
 */
import { onlineManager } from '@tanstack/query-core';
import { exchange } from '../api-client';
import { NetworkError } from '../api-error';
import { outcomeOfAnswer } from './outcome';
import type { SendWrite } from './replay';

/** A write that gets no answer in this time is kept for the next replay (same key). */
const SEND_TIMEOUT_MS = 15_000;

export const sendFromPage: SendWrite = async (write) => {
  // Known to be offline: no request that could only fail.
  if (!onlineManager.isOnline()) return { state: 'queued', reason: 'offline' };
  try {
    const { status, body } = await exchange(write.method, write.path, {
      body: write.body,
      headers: { 'Idempotency-Key': write.idempotencyKey },
      timeoutMs: SEND_TIMEOUT_MS,
    });
    return outcomeOfAnswer(write, status, body);
  } catch (error) {
    if (error instanceof NetworkError) return { state: 'queued', reason: 'offline' };
    console.error('Sending a queued write failed', error);
    return { state: 'queued', reason: 'server' };
  }
};
