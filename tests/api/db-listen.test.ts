/**
 * LISTEN/NOTIFY through the Database handle: a signal sent in a transaction arrives when it
 * commits and never when it rolls back; on PostgreSQL a second instance hears it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import { notify, postgresListener } from '../../server/db/listen';
import { dbKind, openTestDatabase } from './support/harness';
import { startTcpProxy } from './support/tcp-proxy';

const received = (database: Database, channel: string) => {
  const payloads: string[] = [];
  const ready = database.listen(channel, (payload) => payloads.push(payload));
  return { payloads, ready };
};

/** Signals are asynchronous: wait until `check` holds (bounded), without timing assertions. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe('database signals (LISTEN/NOTIFY)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('delivers a signal sent in a transaction on commit, and none on rollback', async () => {
    const { payloads, ready } = received(database, 'test_signal');
    const unsubscribe = await ready;
    await database.db
      .transaction(async (tx) => {
        await notify(tx, 'test_signal', 'rolled-back');
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await notify(tx, 'test_signal', 'committed');
    });
    await notify(database.db, 'test_signal', 'plain');
    await eventually(() => payloads.length >= 2);
    expect(payloads).toEqual(['committed', 'plain']);
    await unsubscribe();
    await notify(database.db, 'test_signal', 'after unsubscribe');
    await notify(database.db, 'test_signal_marker', 'x');
    expect(payloads).toEqual(['committed', 'plain']);
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(notify(database.db, 'bad"; drop', 'x')).rejects.toThrow(/channel/);
    await expect(database.listen('Upper', () => {})).rejects.toThrow(/channel/);
  });

  it.runIf(dbKind() === 'postgres')('reaches a listener of another instance', async () => {
    const other = openPostgres(process.env.TEST_DATABASE_URL!, 2);
    try {
      const { payloads, ready } = received(other, 'test_fanout');
      await ready;
      await notify(database.db, 'test_fanout', 'from instance one');
      await eventually(() => payloads.length > 0);
      expect(payloads).toEqual(['from instance one']);
    } finally {
      await other.close();
    }
  });

  it.runIf(dbKind() === 'postgres')(
    'replaces a LISTEN connection that went silent, hears signals again, and closes at once',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const { hostname, port } = new URL(url);
      const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
      const listener = postgresListener(proxy.urlFor(url), {
        heartbeatMs: 100,
        answerTimeoutMs: 300,
      });
      try {
        const payloads: string[] = [];
        let reconnects = 0;
        listener.onReconnect(() => (reconnects += 1));
        const unlisten = await listener.listen('test_silent', (payload) => payloads.push(payload));
        // The network drops everything, then comes back, but this connection never speaks again.
        proxy.set('hold');
        await new Promise((resolve) => setTimeout(resolve, 200));
        proxy.set('forward', { heldStaySilent: true });
        await eventually(() => reconnects > 0);
        expect(reconnects).toBe(1);
        expect(listener.connected()).toBe(true);
        await notify(database.db, 'test_silent', 'after the outage');
        await eventually(() => payloads.length > 0);
        expect(payloads).toEqual(['after the outage']);
        proxy.set('hold');
        // Neither the UNLISTEN nor the goodbye gets an answer now: both are bounded.
        await unlisten();
        await listener.close();
        expect(listener.connected()).toBe(false);
      } finally {
        await listener.close();
        await proxy.close();
      }
    },
  );
});
