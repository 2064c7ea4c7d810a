/**
 * Replays the queued writes of a user, oldest first. Worker-safe: the page (on `online`, on app
 * start, after a save) and the service worker (Background Sync) both run it; a Web Lock lets one
 * replay run at a time, and the Idempotency-Key makes a write sent twice count once anyway.
 *
 * Writes of one record (scope) go strictly in order: a write waiting for the user — a version
 * conflict or a refusal — holds back the later writes of its record, never those of others.
 * Nothing is dropped here: an entry leaves the queue only when the server confirmed it.
 */
import { deleteOutboxEntry, listOutboxEntries, updateOutboxEntry } from '../local-outbox';
import { sendWrite } from './send-write';
import type { QueuedEnvelope, QueuedWrite } from './types';

export const REPLAY_LOCK = 'krankentransport-outbox-replay';

export type ReplayAuth = {
  /** A valid access token, refreshed first when expired; null when there is none. */
  accessToken: () => Promise<string | null>;
  /** Called after a 401: a fresh token, or null when the session has ended. */
  refreshedAccessToken: () => Promise<string | null>;
};

export type ReplayReport = {
  /** Confirmed writes with the server's answer. */
  done: { write: QueuedWrite; body: unknown }[];
  /** Writes now waiting for the user (conflict or refusal). */
  needsAttention: number;
  /** Still queued (offline, server error, or held back behind another write). */
  remaining: number;
  offline: boolean;
  sessionEnded: boolean;
};

export async function replayOutbox(
  userId: string,
  auth: ReplayAuth,
  options: { language: string; fetch?: typeof fetch },
): Promise<ReplayReport> {
  const run = () => replayUnlocked(userId, auth, options);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REPLAY_LOCK, run).then((report) => report) : run();
}

async function replayUnlocked(
  userId: string,
  auth: ReplayAuth,
  options: { language: string; fetch?: typeof fetch },
): Promise<ReplayReport> {
  const report: ReplayReport = {
    done: [],
    needsAttention: 0,
    remaining: 0,
    offline: false,
    sessionEnded: false,
  };
  const entries = await listOutboxEntries(userId);
  const heldBack = new Set<string>();

  for (const entry of entries) {
    const envelope = entry.body as QueuedEnvelope | undefined;
    if (
      report.offline ||
      report.sessionEnded ||
      heldBack.has(entry.scope) ||
      entry.status !== 'pending' ||
      !envelope
    ) {
      if (entry.status !== 'pending' || !envelope) report.needsAttention += 1;
      report.remaining += 1;
      heldBack.add(entry.scope);
      continue;
    }
    const send = (token: string | null) =>
      sendWrite(envelope.write, {
        accessToken: token,
        language: options.language,
        fetch: options.fetch,
      });
    let outcome = await send(await auth.accessToken());
    if (outcome.kind === 'unauthorized') {
      const token = await auth.refreshedAccessToken();
      outcome = token ? await send(token) : outcome;
    }

    switch (outcome.kind) {
      case 'done':
        await deleteOutboxEntry(entry.seq);
        report.done.push({ write: envelope.write, body: outcome.body });
        break;
      case 'conflict':
        if (envelope.write.operation === 'create') {
          // The record exists with our id: an earlier attempt got through.
          await deleteOutboxEntry(entry.seq);
          report.done.push({ write: envelope.write, body: outcome.current });
          break;
        }
        await updateOutboxEntry(entry.seq, {
          status: 'conflict',
          attempts: entry.attempts + 1,
          body: { ...envelope, current: outcome.current } satisfies QueuedEnvelope,
        });
        report.needsAttention += 1;
        report.remaining += 1;
        heldBack.add(entry.scope);
        break;
      case 'refused':
        await updateOutboxEntry(entry.seq, {
          status: 'failed',
          attempts: entry.attempts + 1,
          lastError: `HTTP ${outcome.status}`,
          body: {
            ...envelope,
            error: { ...outcome.error, status: outcome.status },
          } satisfies QueuedEnvelope,
        });
        report.needsAttention += 1;
        report.remaining += 1;
        heldBack.add(entry.scope);
        break;
      case 'unauthorized':
        report.sessionEnded = true;
        report.remaining += 1;
        break;
      case 'retry':
        await updateOutboxEntry(entry.seq, {
          attempts: entry.attempts + 1,
          lastError: outcome.reason,
        });
        report.remaining += 1;
        heldBack.add(entry.scope);
        // No network at all: the other writes would fail the same way.
        if (!outcome.reason.startsWith('HTTP')) report.offline = true;
        break;
    }
  }
  return report;
}
