import { db, LOCAL_DB_NAME } from './local-db';
import {
  addOutboxEntry,
  countOutboxEntries,
  deleteOutboxEntry,
  listOutboxEntries,
  updateOutboxEntry,
  type NewOutboxEntry,
} from './local-outbox';
import { readAllStoredText } from './testing/raw-indexeddb';

const entry = (n: number, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  userId: 'user-a',
  method: 'PUT',
  path: `/v1/patients/p${n % 3}`,
  body: { lastName: `Mustermann-${n}` },
  scope: `patient:p${n % 3}`,
  ...overrides,
});

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('outbox', () => {
  it('keeps every entry, in the order it was made, also when added concurrently', async () => {
    for (let n = 0; n < 10; n++) await addOutboxEntry(entry(n));
    await Promise.all(Array.from({ length: 30 }, (_, i) => addOutboxEntry(entry(10 + i))));

    const entries = await listOutboxEntries('user-a');
    expect(entries).toHaveLength(40);
    expect(await countOutboxEntries('user-a')).toBe(40);
    const seqs = entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(entries.slice(0, 10).map((e) => e.body)).toEqual(
      Array.from({ length: 10 }, (_, n) => ({ lastName: `Mustermann-${n}` })),
    );
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(40);
  });

  it('lists one scope in order', async () => {
    for (let n = 0; n < 9; n++) await addOutboxEntry(entry(n));
    const scoped = await listOutboxEntries('user-a', { scope: 'patient:p1' });
    expect(scoped.map((e) => e.body)).toEqual([
      { lastName: 'Mustermann-1' },
      { lastName: 'Mustermann-4' },
      { lastName: 'Mustermann-7' },
    ]);
  });

  it('never queues one idempotency key twice', async () => {
    const first = await addOutboxEntry(entry(1, { idempotencyKey: 'k-1' }));
    const again = await addOutboxEntry(entry(2, { idempotencyKey: 'k-1' }));
    expect(again.seq).toBe(first.seq);
    expect(again.body).toEqual({ lastName: 'Mustermann-1' });
    expect(await countOutboxEntries('user-a')).toBe(1);
  });

  it('keeps failed and conflicting entries until they are deleted explicitly', async () => {
    const a = await addOutboxEntry(entry(1));
    const b = await addOutboxEntry(entry(2));
    expect(
      await updateOutboxEntry(a.seq, { status: 'failed', attempts: 3, lastError: 'offline' }),
    ).toBe(true);
    await updateOutboxEntry(b.seq, { status: 'conflict', lastError: '409' });

    expect((await listOutboxEntries('user-a')).map((e) => [e.status, e.attempts])).toEqual([
      ['failed', 3],
      ['conflict', 0],
    ]);
    expect(await listOutboxEntries('user-a', { status: 'conflict' })).toHaveLength(1);

    await deleteOutboxEntry(a.seq);
    expect((await listOutboxEntries('user-a')).map((e) => e.seq)).toEqual([b.seq]);
    // Gone meanwhile (sent elsewhere, discarded, wiped): nothing recorded, nothing brought back.
    expect(await updateOutboxEntry(a.seq, { attempts: 1 })).toBe(false);
    expect((await listOutboxEntries('user-a')).map((e) => e.seq)).toEqual([b.seq]);
  });

  it('re-encrypts a changed body and keeps the time of the change', async () => {
    const made = await addOutboxEntry(entry(1, { createdAt: 1_700_000_000_000 }));
    await updateOutboxEntry(made.seq, { body: { lastName: 'Musterfrau' } });
    const [stored] = await listOutboxEntries('user-a');
    expect(stored).toMatchObject({
      body: { lastName: 'Musterfrau' },
      createdAt: 1_700_000_000_000,
    });
  });

  it('stores bodies encrypted and separate per user', async () => {
    await addOutboxEntry(entry(1));
    await addOutboxEntry(entry(2, { userId: 'user-b' }));
    expect(await readAllStoredText(LOCAL_DB_NAME)).not.toContain('Mustermann');
    expect(await listOutboxEntries('user-b')).toHaveLength(1);
  });

  it('shows an entry whose body cannot be decrypted instead of dropping it', async () => {
    const made = await addOutboxEntry(entry(1));
    await db.outbox.update(made.seq, { idempotencyKey: 'moved' });
    const [kept] = await listOutboxEntries('user-a');
    expect(kept).toMatchObject({ seq: made.seq, unreadable: true, body: undefined });
  });
});
