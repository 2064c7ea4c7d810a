import { QueryClient } from '@tanstack/query-core';
import { db, LOCAL_DB_NAME, mirrorSession, readMirroredSession } from './local-db';
import { addOutboxEntry, listOutboxEntries } from './local-outbox';
import { flushPersistence, startPersistence, stopPersistence } from './persisted-cache';
import { wipeLocalData } from './local-wipe';
import { countStoredRows, readAllStoredText } from './testing/raw-indexeddb';

const patient = { id: 'p1', lastName: 'Mustermann' };
const session = { access_token: 'token-a', expire: 2_000_000_000, user: { id: 'user-a' } };

beforeEach(async () => {
  await stopPersistence();
  await db.delete({ disableAutoOpen: false });
});

async function fillLocalStore(client: QueryClient) {
  await startPersistence(client, 'user-a');
  client.setQueryData(['patients', 'p1'], patient);
  await flushPersistence();
  await addOutboxEntry({
    userId: 'user-a',
    method: 'POST',
    path: '/v1/patients',
    body: patient,
    scope: 'patient:p1',
  });
  await mirrorSession(session);
}

describe('wipeLocalData', () => {
  it('leaves no key, cache, outbox or session mirror', async () => {
    const client = new QueryClient();
    await fillLocalStore(client);
    expect(await countStoredRows(LOCAL_DB_NAME)).toEqual({
      auth: 1,
      keys: 1,
      outbox: 1,
      queryCache: 1,
    });

    await wipeLocalData(client);

    expect(client.getQueryData(['patients', 'p1'])).toBeUndefined();
    const counts = await countStoredRows(LOCAL_DB_NAME);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect(await readAllStoredText(LOCAL_DB_NAME)).toBe('');
    expect(await readMirroredSession()).toBeUndefined(); // the app keeps working afterwards
  });

  it('stops persisting: later cache changes write nothing', async () => {
    const client = new QueryClient();
    await fillLocalStore(client);
    await wipeLocalData(client);
    client.setQueryData(['patients', 'p2'], patient);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await db.queryCache.count()).toBe(0);
    expect(await db.keys.count()).toBe(0);
  });

  it('makes another tab stop using the deleted database without crashing', async () => {
    const clientHere = new QueryClient();
    await fillLocalStore(clientHere);

    // The other tab: its own module instances, its own connection to the same database.
    vi.resetModules();
    const otherTab = await import('./query-persistence');
    const otherDb = (await import('./local-db')).db;
    const clientThere = new QueryClient();
    await otherTab.startPersistence(clientThere, 'user-a');
    expect(clientThere.getQueryData(['patients', 'p1'])).toEqual(patient);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await wipeLocalData(clientHere);

    await vi.waitFor(() => expect(clientThere.getQueryData(['patients', 'p1'])).toBeUndefined());
    clientThere.setQueryData(['patients', 'p2'], patient);
    await otherTab.flushPersistence(); // no longer active: a no-op, not an error
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await otherDb.queryCache.count()).toBe(0); // reopens an empty database on use
    expect(await db.keys.count()).toBe(0);
    warn.mockRestore();
  });

  it("after a session the server ended, keeps only that user's queue and key, still readable", async () => {
    const client = new QueryClient();
    await fillLocalStore(client);
    await addOutboxEntry({
      userId: 'user-b',
      method: 'POST',
      path: '/v1/patients',
      body: { id: 'p2', lastName: 'Other' },
      scope: 'patient:p2',
    });

    expect(await wipeLocalData(client, { keepQueueOf: 'user-a' })).toBe(1);

    expect(client.getQueryData(['patients', 'p1'])).toBeUndefined();
    expect(await countStoredRows(LOCAL_DB_NAME)).toEqual({
      auth: 0,
      keys: 1,
      outbox: 1,
      queryCache: 0,
    });
    const [kept] = await listOutboxEntries('user-a');
    expect(kept?.body).toEqual(patient);
    // Still encrypted at rest.
    expect(await readAllStoredText(LOCAL_DB_NAME)).not.toContain('Mustermann');
  });

  it('keeps nothing, and deletes the database as at logout, when that user had nothing queued', async () => {
    const client = new QueryClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();

    expect(await wipeLocalData(client, { keepQueueOf: 'user-a' })).toBe(0);

    expect(await countStoredRows(LOCAL_DB_NAME)).toEqual({});
  });
});
