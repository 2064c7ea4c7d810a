import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger';
import {
  createAuditBuffer,
  FLUSH_INTERVAL_MS,
  FLUSH_ROWS,
  MAX_UNWRITTEN_ROWS,
} from './audit-buffer';
import type { AuditEntry } from '../../process-services';
import type { AuditRow } from './audit-log';

const actor = {
  organizationId: randomUUID(),
  userId: randomUUID(),
  sessionId: randomUUID(),
  ip: '10.0.0.7',
};
const at = new Date('2026-03-02T08:15:00.000Z');

const read = (count: number, action: 'list' | 'read' = 'list'): AuditEntry => ({
  actor,
  action,
  entity: 'patient',
  entityIds: Array.from({ length: count }, () => randomUUID()),
  at,
});

/** A timer the test fires itself: no test here waits for time to pass. */
function manualTimer() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      const timer = { run, ms, cancelled: false };
      pending.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
    /** Delays of the timers armed and not cancelled. */
    armed: () => pending.filter((t) => !t.cancelled).map((t) => t.ms),
    fire: () => {
      const due = pending.splice(0).filter((t) => !t.cancelled);
      for (const timer of due) timer.run();
    },
  };
}

/** A table that records each insert; `failNext` makes the next n inserts throw. */
function table() {
  const inserts: AuditRow[][] = [];
  let failures = 0;
  let release: (() => void) | undefined;
  let blocked: Promise<void> | undefined;
  return {
    inserts,
    rows: () => inserts.flat(),
    failNext: (n: number) => (failures = n),
    /** Holds every insert until released. */
    block: () => (blocked = new Promise((resolve) => (release = resolve))),
    release: () => release?.(),
    write: async (rows: AuditRow[]) => {
      await blocked;
      if (failures > 0) {
        failures -= 1;
        throw new Error('connection refused');
      }
      inserts.push(rows);
    },
  };
}

const logger = () =>
  ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

/** Lets pending promise callbacks run (the flush a full buffer starts is not awaited by append). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the audit buffer of reads', () => {
  it('keeps rows until its timer fires, then writes them in one insert, in order', async () => {
    const timer = manualTimer();
    const db = table();
    const buffer = createAuditBuffer({ write: db.write, log: logger(), schedule: timer.schedule });
    const first = read(3);
    const second = read(1, 'read');
    await buffer.append(first);
    await buffer.append(second);
    expect(db.inserts).toEqual([]);
    expect(timer.armed()).toEqual([FLUSH_INTERVAL_MS]);

    timer.fire();
    await settle();
    expect(db.inserts).toHaveLength(1);
    expect(db.rows()).toEqual(
      [...first.entityIds.map((id) => ['list', id]), ['read', second.entityIds[0]]].map(
        ([action, entityId]) => ({ ...actor, at, action, entity: 'patient', entityId }),
      ),
    );
    expect(FLUSH_INTERVAL_MS).toBeLessThanOrEqual(200);
  });

  it('writes at once when FLUSH_ROWS are waiting, in inserts of at most FLUSH_ROWS', async () => {
    const timer = manualTimer();
    const db = table();
    const buffer = createAuditBuffer({ write: db.write, log: logger(), schedule: timer.schedule });
    await buffer.append(read(FLUSH_ROWS - 1));
    expect(db.inserts).toEqual([]);
    await buffer.append(read(FLUSH_ROWS + 500));
    await settle();
    expect(db.inserts.map((rows) => rows.length)).toEqual([FLUSH_ROWS, FLUSH_ROWS, 499]);
    expect(timer.armed()).toEqual([]);
  });

  it('writes nothing for a read that returned no record', async () => {
    const timer = manualTimer();
    const db = table();
    const buffer = createAuditBuffer({ write: db.write, log: logger(), schedule: timer.schedule });
    await buffer.append(read(0));
    expect(timer.armed()).toEqual([]);
    await buffer.flush();
    expect(db.inserts).toEqual([]);
  });

  it('makes a read wait for its rows once MAX_UNWRITTEN_ROWS are unwritten', async () => {
    const timer = manualTimer();
    const db = table();
    const buffer = createAuditBuffer({ write: db.write, log: logger(), schedule: timer.schedule });
    db.block();
    for (let i = 0; i < MAX_UNWRITTEN_ROWS / FLUSH_ROWS; i += 1) {
      await buffer.append(read(FLUSH_ROWS)); // each starts a write, all held by the table
    }
    let answered = false;
    const over = buffer.append(read(1)).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    db.release();
    await over;
    expect(db.rows()).toHaveLength(MAX_UNWRITTEN_ROWS + 1);
  });

  it('keeps the rows of a failed write, logs it, and retries with growing pauses', async () => {
    const timer = manualTimer();
    const db = table();
    const log = logger();
    const buffer = createAuditBuffer({ write: db.write, log, schedule: timer.schedule });
    const first = read(2);
    await buffer.append(first);
    db.failNext(2);
    timer.fire();
    await settle();
    expect(db.inserts).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatch(/2 audit rows failed; kept, retrying in 200 ms/);
    expect(timer.armed()).toEqual([FLUSH_INTERVAL_MS]);

    const second = read(1);
    await buffer.append(second); // queued behind the kept rows; the retry timer stays as it is
    timer.fire();
    await settle();
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(timer.armed()).toEqual([2 * FLUSH_INTERVAL_MS]);

    timer.fire();
    await settle();
    expect(db.rows().map((row) => row.entityId)).toEqual([...first.entityIds, ...second.entityIds]);
    expect(timer.armed()).toEqual([]);
  });

  it('tells whoever flushes that the write failed', async () => {
    const db = table();
    const buffer = createAuditBuffer({
      write: db.write,
      log: logger(),
      schedule: manualTimer().schedule,
    });
    await buffer.append(read(1));
    db.failNext(1);
    await expect(buffer.flush()).rejects.toThrow('connection refused');
    await buffer.flush();
    expect(db.rows()).toHaveLength(1);
  });

  it('writes what is queued on close, and later reads at once', async () => {
    const timer = manualTimer();
    const db = table();
    const buffer = createAuditBuffer({ write: db.write, log: logger(), schedule: timer.schedule });
    await buffer.append(read(2));
    await buffer.close();
    expect(db.rows()).toHaveLength(2);
    expect(timer.armed()).toEqual([]);
    await buffer.append(read(1));
    expect(db.rows()).toHaveLength(3);
  });

  it('retries on close, and logs the rows it could not write rather than dropping them', async () => {
    const db = table();
    const log = logger();
    const buffer = createAuditBuffer({ write: db.write, log, schedule: manualTimer().schedule });
    const lost = read(2);
    await buffer.append(lost);
    db.failNext(3);
    await buffer.close();
    expect(db.inserts).toEqual([]);
    const last = log.error.mock.calls.at(-1)!;
    expect(last[0]).toBe('[audit] 2 audit rows could not be written at shutdown');
    const logged = JSON.parse((last[1] as { rows: string }).rows) as AuditRow[];
    expect(logged.map((row) => row.entityId)).toEqual(lost.entityIds);

    const retried = table();
    const again = createAuditBuffer({
      write: retried.write,
      log,
      schedule: manualTimer().schedule,
    });
    await again.append(read(1));
    retried.failNext(2);
    await again.close();
    expect(retried.rows()).toHaveLength(1);
  });

  it('gives up on a database that never answers, and logs the rows it was writing', async () => {
    const log = logger();
    const hanging = () => new Promise<void>(() => {});
    const buffer = createAuditBuffer({
      write: hanging,
      log,
      schedule: manualTimer().schedule,
      closeDeadlineMs: 50,
    });
    const stuck = read(2);
    await buffer.append(stuck);
    await buffer.close(); // resolves: a shutdown is never held up for good
    const [message, extra] = log.error.mock.calls.at(-1)!;
    expect(message).toBe('[audit] 2 audit rows could not be written at shutdown');
    const logged = JSON.parse((extra as { rows: string }).rows) as AuditRow[];
    expect(logged.map((row) => row.entityId)).toEqual(stuck.entityIds);
  });
});
