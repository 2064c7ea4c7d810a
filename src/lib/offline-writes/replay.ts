/**
 * Replays the queued writes of a user, oldest first. Worker-safe: the page (on `online`, on app
 * start, after a save) and the service worker (Background Sync) both run it, each with its own
 * sender; a Web Lock lets one replay run at a time, and the Idempotency-Key makes a write sent
 * twice count once anyway.
 *
 * Writes of one record (scope) go strictly in order: a write still waiting — for the network,
 * the server or the user — holds back the later writes of its record, never those of others.
 * Nothing is dropped here: an entry leaves the queue only when the server confirmed it.
 */
import { deleteOutboxEntry, updateOutboxEntry } from '../local-outbox';
import { listQueuedEntries } from './queued-entries';
import type { QueuedEnvelope, QueuedWrite, WriteOutcome } from './queued-write';

export const REPLAY_LOCK = 'krankentransport-outbox-replay';

/** Sends one write; a 401 it could not mend (by refreshing the token) is 'unauthorized'. */
export type SendWrite = (write: QueuedWrite) => Promise<WriteOutcome | 'unauthorized'>;

export type ReplayReport = {
  /** What became of each readable queued write, in queue order. */
  results: { write: QueuedWrite; outcome: WriteOutcome }[];
  /** Entries that cannot be decrypted: kept and shown, never sent. */
  unreadable: number;
};

export type ReplayOptions = {
  /** Runs for a confirmed write before it leaves the queue (the page puts the answer in its cache). */
  confirmed?: (write: QueuedWrite, answer: unknown) => Promise<void> | void;
};

export async function replayOutbox(
  userId: string,
  send: SendWrite,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const run = () => replayUnlocked(userId, send, options);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REPLAY_LOCK, run).then((report) => report) : run();
}

async function replayUnlocked(
  userId: string,
  send: SendWrite,
  options: ReplayOptions,
): Promise<ReplayReport> {
  const report: ReplayReport = { results: [], unreadable: 0 };
  const heldBack = new Set<string>();
  /** Once the network or the session is gone, the other writes would fail the same way. */
  let stopped: 'offline' | 'signed-out' | undefined;

  for (const entry of await listQueuedEntries(userId)) {
    const envelope = entry.body;
    if (!envelope) {
      report.unreadable += 1;
      heldBack.add(entry.scope);
      continue;
    }
    const { write } = envelope;
    const result = (outcome: WriteOutcome) => report.results.push({ write, outcome });
    if (entry.status !== 'pending') {
      result(envelope.outcome ?? { state: 'queued', reason: 'held-back' });
      heldBack.add(entry.scope);
      continue;
    }
    if (stopped || heldBack.has(entry.scope)) {
      result({ state: 'queued', reason: stopped ?? 'held-back' });
      heldBack.add(entry.scope);
      continue;
    }

    const answer = await send(write);
    const outcome: WriteOutcome =
      answer === 'unauthorized' ? { state: 'queued', reason: 'signed-out' } : answer;
    result(outcome);
    if (outcome.state === 'saved') {
      try {
        await options.confirmed?.(write, outcome.body);
      } catch (error) {
        console.error('Applying a confirmed write failed', error);
      }
      await deleteOutboxEntry(entry.seq);
      continue;
    }
    heldBack.add(entry.scope);
    const attempts = entry.attempts + 1;
    if (outcome.state === 'queued') {
      await updateOutboxEntry(entry.seq, { attempts, lastError: outcome.reason });
      if (outcome.reason === 'offline' || outcome.reason === 'signed-out') stopped = outcome.reason;
    } else {
      await updateOutboxEntry(entry.seq, {
        status: outcome.state === 'conflict' ? 'conflict' : 'failed',
        attempts,
        lastError: outcome.state === 'refused' ? `HTTP ${outcome.status}` : 'conflict',
        body: { write, outcome } satisfies QueuedEnvelope,
      });
    }
  }
  return report;
}

/** The writes the server confirmed in this replay. */
export const savedIn = (report: ReplayReport): QueuedWrite[] =>
  report.results.filter(({ outcome }) => outcome.state === 'saved').map(({ write }) => write);

/** Refused writes whose refusal carries the record as the server now has it. */
export const refusedWithCurrent = (report: ReplayReport) =>
  report.results.flatMap(({ write, outcome }) =>
    outcome.state === 'refused' && outcome.error.current !== undefined
      ? [{ write, current: outcome.error.current }]
      : [],
  );

/** The outcome of one write in this replay, if the replay saw it. */
export const outcomeIn = (report: ReplayReport, idempotencyKey: string) =>
  report.results.find(({ write }) => write.idempotencyKey === idempotencyKey)?.outcome;

/** How many writes wait for the user, and how many still go out by themselves. */
export function countsOf(report: ReplayReport): { waitingForUser: number; queued: number } {
  const states = report.results.map(({ outcome }) => outcome.state);
  return {
    waitingForUser:
      report.unreadable + states.filter((s) => s === 'conflict' || s === 'refused').length,
    queued: states.filter((s) => s === 'queued').length,
  };
}
