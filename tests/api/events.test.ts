/**
 * The domain events outbox (server/events) on PGlite and PostgreSQL: events are written with
 * their transaction, delivered after commit to every subscribed handler once, retried with
 * growing pauses, picked up after a crash, and shared out between instances without doubles.
 * Handlers here record what they saw; assertions look only at events of this file.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import { domainEvents, eventDeliveries } from '../../server/db/schema';
import type { DomainEvent } from '../../server/events/catalogue';
import { claim, fanOut } from '../../server/events/deliveries';
import { createDispatcher, MAX_ATTEMPTS, type Dispatcher } from '../../server/events/dispatcher';
import { emit } from '../../server/events/emit';
import { on, type EventHandler } from '../../server/events/handler';
import { silentLogger } from '../../server/logger';
import { cleanUp } from '../../server/maintenance';
import { dbKind, openTestDatabase, testClock } from './support/harness';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
const running: Dispatcher[] = [];
afterAll(async () => {
  for (const dispatcher of running) await dispatcher.stop();
  await database.close();
});

const clock = testClock();

function dispatcher(handlers: EventHandler[], on: Database = database): Dispatcher {
  const created = createDispatcher({ database: on, handlers, log: silentLogger, now: clock.now });
  running.push(created);
  return created;
}

/** A handler that records the ids of events it saw (in order, repeats included). */
function recorder(name: string, fail: (attempt: number) => boolean = () => false) {
  const seen: string[] = [];
  const handler = on(
    ['account.recovery_requested', 'account.confirmation_requested'],
    name,
    async (event: DomainEvent) => {
      seen.push(event.id);
      if (fail(seen.filter((id) => id === event.id).length)) throw new Error(`${name} refused`);
    },
  );
  return { handler, seen };
}

const recoveryRequested = () => ({
  type: 'account.recovery_requested' as const,
  payload: { userId: randomUUID() },
});

const emitCommitted = (count = 1) =>
  database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await emit(tx, recoveryRequested()));
    return ids;
  });

const deliveriesOf = (eventId: string) =>
  database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId));

const only = (seen: string[], ids: string[]) => seen.filter((id) => ids.includes(id));

describe('emit', () => {
  it('stores the event with its transaction, and nothing when that rolls back', async () => {
    const payload = { userId: randomUUID() };
    let rolledBack = '';
    await database.db
      .transaction(async (tx) => {
        rolledBack = await emit(tx, { type: 'account.recovery_requested', payload });
        throw new Error('roll back');
      })
      .catch(() => {});
    const [committed] = await emitCommitted();
    const rows = await database.db
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.id, [rolledBack, committed!]));
    expect(rows).toEqual([
      expect.objectContaining({ id: committed, type: 'account.recovery_requested' }),
    ]);
  });

  it('refuses a payload that does not fit its type: no stray field ever reaches the outbox', async () => {
    const userId = randomUUID();
    const wrong = [{ userId, firstName: 'Anna' }, { userId: 'not-a-uuid' }, {}];
    for (const payload of wrong) {
      await expect(
        database.db.transaction((tx) =>
          emit(tx, { type: 'account.recovery_requested', payload } as never),
        ),
      ).rejects.toThrow('Invalid payload for event account.recovery_requested');
    }
  });
});

describe('the dispatcher', () => {
  it('delivers a committed event to every subscribed handler once, woken by the commit', async () => {
    const one = recorder('test.deliver-one');
    const two = recorder('test.deliver-two');
    const events = dispatcher([one.handler, two.handler]);
    await events.start();
    const ids = await emitCommitted(3);
    // No settle(): the commit's signal wakes the dispatcher.
    await vi.waitFor(() => expect(only(two.seen, ids)).toHaveLength(3), { timeout: 10_000 });
    await vi.waitFor(() => expect(only(one.seen, ids)).toHaveLength(3), { timeout: 10_000 });
    await events.settle();
    expect(only(one.seen, ids).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const rows = await deliveriesOf(id);
      expect(rows.map((row) => [row.handler, row.status, row.attempts]).sort()).toEqual([
        ['test.deliver-one', 'done', 1],
        ['test.deliver-two', 'done', 1],
      ]);
    }
    await events.stop();
  });

  it('retries a failing handler after growing pauses, keeping the error, then gives up', async () => {
    const failing = recorder('test.always-fails', () => true);
    const events = dispatcher([failing.handler]);
    await events.start();
    const [id] = await emitCommitted();
    await events.settle();
    const [first] = await deliveriesOf(id!);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'test.always-fails refused',
    });
    const pause = (first!.nextAttemptAt.getTime() - clock.now().getTime()) / 1000;
    expect(pause).toBeGreaterThan(29);
    expect(pause).toBeLessThanOrEqual(30);

    // Not before its time.
    clock.advance(20);
    await events.settle();
    expect(only(failing.seen, [id!])).toHaveLength(1);

    // 30 s, 1, 2, 4, 8, 16, 32 min: after the 8th attempt it is given up and kept as failed.
    for (const seconds of [10, 60, 120, 240, 480, 960, 1920]) {
      clock.advance(seconds);
      await events.settle();
    }
    expect(only(failing.seen, [id!])).toHaveLength(MAX_ATTEMPTS);
    expect(MAX_ATTEMPTS).toBe(8);
    const [last] = await deliveriesOf(id!);
    expect(last).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'test.always-fails refused',
    });
    clock.advance(86_400);
    await events.settle();
    expect(only(failing.seen, [id!])).toHaveLength(MAX_ATTEMPTS);
    await events.stop();
  });

  it('hands a retry the same event id, so a handler can be idempotent by it', async () => {
    const flaky = recorder('test.fails-once', (attempt) => attempt === 1);
    const events = dispatcher([flaky.handler]);
    await events.start();
    const [id] = await emitCommitted();
    await events.settle();
    clock.advance(31);
    await events.settle();
    expect(only(flaky.seen, [id!])).toEqual([id, id]);
    expect((await deliveriesOf(id!))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: null,
    });
    await events.stop();
  });

  it('on start, delivers events committed while no dispatcher ran (a crash after commit)', async () => {
    const late = recorder('test.late');
    const ids = await emitCommitted(2);
    const events = dispatcher([late.handler]);
    await events.start();
    await events.settle();
    expect(only(late.seen, ids).sort()).toEqual([...ids].sort());
    await events.stop();
  });

  it('takes a delivery back up when the instance that claimed it died, after its lease', async () => {
    const survivor = recorder('test.lease');
    const [id] = await emitCommitted();
    // Another instance fans the event out and claims it, then dies before settling it.
    await fanOut(database.db, [survivor.handler], clock.now());
    const leaseEnd = new Date(clock.now().getTime() + 120_000);
    const claimed = await claim(database.db, ['test.lease'], clock.now(), leaseEnd, 100);
    expect(claimed.map((delivery) => delivery.eventId)).toContain(id);

    const events = dispatcher([survivor.handler]);
    await events.start();
    await events.settle();
    expect(only(survivor.seen, [id!])).toEqual([]);
    clock.advance(121);
    await events.settle();
    expect(only(survivor.seen, [id!])).toEqual([id]);
    expect((await deliveriesOf(id!))[0]).toMatchObject({ status: 'done', attempts: 2 });
    await events.stop();
  });

  it('waits for a running handler when it stops', async () => {
    let release!: () => void;
    const finished: string[] = [];
    const slow = on('account.recovery_requested', 'test.slow', async (event) => {
      await new Promise<void>((resolve) => (release = resolve));
      finished.push(event.id);
    });
    const events = dispatcher([slow]);
    await events.start();
    const [id] = await emitCommitted();
    const settled = events.settle();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'), { timeout: 10_000 });
    let stopped = false;
    const stopping = events.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await settled;
    expect(finished).toContain(id);
    expect((await deliveriesOf(id!))[0]).toMatchObject({ status: 'done' });
  });

  it('shares deliveries out between instances on one database, each delivered once', async () => {
    // On PostgreSQL a second pool is a second instance; PGlite has one connection to share.
    const second =
      dbKind() === 'postgres' ? openPostgres(process.env.TEST_DATABASE_URL!, 3) : database;
    try {
      const counted = new Map<string, number>();
      const count = (instance: string) =>
        on('account.recovery_requested', 'test.shared', async (event) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          counted.set(event.id, (counted.get(event.id) ?? 0) + 1);
          counted.set(instance, (counted.get(instance) ?? 0) + 1);
        });
      const one = dispatcher([count('one')]);
      const two = dispatcher([count('two')], second);
      await Promise.all([one.start(), two.start()]);
      const ids = await emitCommitted(30);
      await vi.waitFor(() => expect(ids.every((id) => counted.has(id))).toBe(true), {
        timeout: 20_000,
      });
      await Promise.all([one.settle(), two.settle()]);
      expect(ids.map((id) => counted.get(id))).toEqual(Array(30).fill(1));
      await Promise.all([one.stop(), two.stop()]);
    } finally {
      if (second !== database) await second.close();
    }
  });
});

describe('retention', () => {
  it('keeps delivered events a week, and those not delivered a month', async () => {
    const done = recorder('test.retention-done');
    const failing = recorder('test.retention-failed', () => true);
    const [delivered] = await emitCommitted();
    const events = dispatcher([done.handler]);
    await events.start();
    await events.settle();
    await events.stop();
    const [failed] = await emitCommitted();
    await fanOut(database.db, [failing.handler], clock.now());
    const stillThere = async () =>
      (
        await database.db
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .where(inArray(domainEvents.id, [delivered!, failed!]))
      ).map((row) => row.id);

    const day = 86_400_000;
    await cleanUp(database.db, new Date(Date.now() + 6 * day));
    expect((await stillThere()).sort()).toEqual([delivered, failed].sort());
    await cleanUp(database.db, new Date(Date.now() + 8 * day));
    expect(await stillThere()).toEqual([failed]);
    await cleanUp(database.db, new Date(Date.now() + 31 * day));
    expect(await stillThere()).toEqual([]);
    expect(await deliveriesOf(failed!)).toEqual([]);
  });
});
