/**
 * Audit rows of reads, written in batches (docs/decisions: the read path). A read of patients
 * queues its rows here before its answer is sent; they are written in one insert at most
 * FLUSH_INTERVAL_MS later, at once when FLUSH_ROWS are waiting, and on shutdown. Writes keep
 * their rows in their own transaction (recordAccess): those must never outlive a rollback.
 *
 * What a crash (kill -9, power loss) can cost is the rows still queued: the reads of the last
 * interval, and never more than MAX_UNWRITTEN_ROWS — past that a read waits until its own rows
 * are written, so a database that refuses them stops reads rather than losing their trace. A
 * failed write keeps its rows, says so in the log, and is retried with growing pauses. Rows that
 * cannot be written at shutdown (within CLOSE_DEADLINE_MS) go to the error log.
 */
import type { Logger } from '../../logger';
import type { AuditBuffer } from '../../process-services';
import { auditRows, type AuditRow } from './audit-log';

export const FLUSH_INTERVAL_MS = 200;
/** Rows of one insert (about 250 KB of statement); this many waiting are written at once. */
export const FLUSH_ROWS = 1_000;
export const MAX_UNWRITTEN_ROWS = 10_000;
const MAX_RETRY_MS = 5_000;
const CLOSE_ATTEMPTS = 3;
/** Shutdown waits at most this long for the database before it logs what is left. */
const CLOSE_DEADLINE_MS = 5_000;

type Timer = { cancel(): void };

export type AuditBufferOptions = {
  write: (rows: AuditRow[]) => Promise<void>;
  log: Logger;
  /** The timer; tests pass one they fire themselves. */
  schedule?: (run: () => void, ms: number) => Timer;
  closeDeadlineMs?: number;
};

const realTimer = (run: () => void, ms: number): Timer => {
  const timer = setTimeout(run, ms);
  // Shutdown writes the queue itself; a pending timer must not keep a finished process alive.
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

export function createAuditBuffer(options: AuditBufferOptions): AuditBuffer {
  const { write, log, schedule = realTimer, closeDeadlineMs = CLOSE_DEADLINE_MS } = options;
  let queued: AuditRow[] = [];
  /** The rows of the batch being written that the database has not confirmed yet. */
  let inFlight: AuditRow[] = [];
  let timer: Timer | undefined;
  let retryMs = FLUSH_INTERVAL_MS;
  /** After a failed write only the timer retries, so reads do not hammer a refusing database. */
  let failing = false;
  let closed = false;
  /** Flushes run one after another, so rows reach the table in the order they were read. */
  let chain: Promise<void> = Promise.resolve();

  const arm = (ms: number) => {
    if (timer || closed) return;
    timer = schedule(() => {
      timer = undefined;
      flush().catch(() => {}); // logged in writeQueued; the rows wait for the next attempt
    }, ms);
  };

  const writeQueued = async () => {
    const batch = queued;
    queued = [];
    inFlight = batch;
    let written = 0;
    try {
      while (written < batch.length) {
        const chunk = batch.slice(written, written + FLUSH_ROWS);
        await write(chunk);
        written += chunk.length;
        inFlight = batch.slice(written);
      }
      retryMs = FLUSH_INTERVAL_MS;
      failing = false;
    } catch (error) {
      failing = true;
      // Unwritten rows go back in front of those queued meanwhile, keeping their order.
      queued = [...batch.slice(written), ...queued];
      log.error(
        `[audit] writing ${batch.length - written} audit rows failed; kept, retrying in ${retryMs} ms`,
        error,
      );
      const wait = retryMs;
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      arm(wait);
      throw error;
    } finally {
      inFlight = [];
    }
  };

  const flush = (): Promise<void> => {
    timer?.cancel();
    timer = undefined;
    const run = chain.then(writeQueued);
    chain = run.catch(() => {});
    return run;
  };

  return {
    async append(entry) {
      const rows = auditRows(entry);
      if (rows.length === 0) return;
      if (closed) return write(rows);
      queued.push(...rows);
      if (queued.length + inFlight.length > MAX_UNWRITTEN_ROWS) return flush();
      if (queued.length >= FLUSH_ROWS && !failing) flush().catch(() => {});
      else arm(FLUSH_INTERVAL_MS);
    },
    flush,
    async close() {
      closed = true;
      timer?.cancel();
      timer = undefined;
      const attempts = async () => {
        for (let attempt = 1; attempt <= CLOSE_ATTEMPTS; attempt += 1) {
          try {
            await flush();
            if (queued.length === 0) return true;
          } catch {
            if (attempt < CLOSE_ATTEMPTS) await new Promise((r) => setTimeout(r, attempt * 200));
          }
        }
        return false;
      };
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<false>((resolve) => {
        deadline = setTimeout(() => resolve(false), closeDeadlineMs);
      });
      const done = await Promise.race([attempts(), gaveUp]);
      clearTimeout(deadline);
      if (done) return;
      // The last resort: the rows in the log, from which they can be restored by hand. Rows of a
      // write that never answered may have landed after all: restoring them twice is harmless.
      const unwritten = [...inFlight, ...queued];
      log.error(`[audit] ${unwritten.length} audit rows could not be written at shutdown`, {
        rows: JSON.stringify(unwritten),
      });
    },
  };
}
