import { MutationCache, onlineManager, QueryClient } from '@tanstack/query-core';
import { persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { db, LOCAL_DB_NAME } from './local-db';
import { getOrCreateUserKey } from './local-crypto';
import { flushPersistence, startPersistence, stopPersistence } from './query-persistence';
import { encryptedPersister } from './query-storage';
import { readAllStoredText } from './testing/raw-indexeddb';

const patient = { id: 'p1', firstName: 'Erika', lastName: 'Mustermann' };
const newClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } });
const waitPastThrottle = () => new Promise((resolve) => setTimeout(resolve, 1200));

beforeEach(async () => {
  await stopPersistence();
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => onlineManager.setOnline(true));

describe('encrypted query persistence', () => {
  it('restores the cache of the same user before resolving', async () => {
    const first = newClient();
    await startPersistence(first, 'user-a');
    first.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();
    await stopPersistence();

    const second = newClient();
    await startPersistence(second, 'user-a');
    expect(second.getQueryData(['patients', 'p1'])).toEqual(patient);
  });

  it('stores no plaintext health data in IndexedDB', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();

    const stored = await readAllStoredText(LOCAL_DB_NAME);
    expect(stored).toContain('user-a'); // the dump does see the rows…
    expect(stored).not.toContain('Mustermann'); // …but not what they hold
    expect(stored).not.toContain('patients');
  });

  it("discards another user's cache", async () => {
    const clientA = newClient();
    await startPersistence(clientA, 'user-a');
    clientA.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();
    await stopPersistence();

    const clientB = newClient();
    await startPersistence(clientB, 'user-b');
    expect(clientB.getQueryData(['patients', 'p1'])).toBeUndefined();
    // Deleted right after the restore, before anything queued later (here: the stop).
    await stopPersistence();
    expect(await db.queryCache.get('user-a')).toBeUndefined();
  });

  it("discards a cache row moved into another user's place", async () => {
    const clientA = newClient();
    await startPersistence(clientA, 'user-a');
    clientA.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();
    await stopPersistence();
    const rowA = (await db.queryCache.get('user-a'))!;
    await getOrCreateUserKey('user-b');
    await db.queryCache.put({ ...rowA, userId: 'user-b' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const clientB = newClient();
    await startPersistence(clientB, 'user-b');
    expect(clientB.getQueryData(['patients', 'p1'])).toBeUndefined();
    await stopPersistence(); // after the deletion of user-a's row
    expect(await db.queryCache.count()).toBe(0);
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('clears the query client when another user starts in the same tab', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['patients', 'p1'], patient);
    await startPersistence(client, 'user-b');
    expect(client.getQueryData(['patients', 'p1'])).toBeUndefined();
  });

  it('drops a cache written by an incompatible app version', async () => {
    const key = await getOrCreateUserKey('user-a');
    const persister = encryptedPersister({ userId: 'user-a', key, throttleMs: 0 });
    const old = newClient();
    old.setQueryData(['patients', 'p1'], patient);
    await persistQueryClientSave({ queryClient: old, persister, buster: 'an-old-version' });
    expect(await db.queryCache.count()).toBe(1);

    const client = newClient();
    await startPersistence(client, 'user-a');
    expect(client.getQueryData(['patients', 'p1'])).toBeUndefined();
    expect(await db.queryCache.count()).toBe(0);
  });

  it('throttles writes and keeps only the latest snapshot', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    const put = vi.spyOn(db.queryCache, 'put');
    for (let i = 0; i < 20; i++) client.setQueryData(['n'], i);
    await waitPastThrottle();
    // The first change is written at once, the other 19 together once the throttle has passed.
    expect(put.mock.calls.length).toBeLessThanOrEqual(2);
    put.mockRestore();
    await stopPersistence();

    const restored = newClient();
    await startPersistence(restored, 'user-a');
    expect(restored.getQueryData(['n'])).toBe(19);
  });

  it('has a save on disk before it counts: a mutation settles after its result was stored', async () => {
    const client = new QueryClient({
      mutationCache: new MutationCache({ onSettled: () => flushPersistence() }),
    });
    await startPersistence(client, 'user-a');
    client.setQueryData(['n'], 0); // written at once; the next change waits for the throttle
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => 'Musterfrau',
        onSuccess: (name) => client.setQueryData(['patients', 'p1'], { ...patient, name }),
      })
      .execute(undefined);
    // No waiting for the throttle: read back as a reload would, at once.
    await stopPersistence();
    const reloaded = newClient();
    await startPersistence(reloaded, 'user-a');
    expect(reloaded.getQueryData(['patients', 'p1'])).toMatchObject({ name: 'Musterfrau' });
  });

  it('never lets an older throttled save that was under way overwrite a save made now', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    // The first change starts a throttled save of the cache as it is at that moment (the query
    // just added, without data); the save made now follows before that one is stored.
    client.setQueryData(['patients', 'p1'], patient);
    await flushPersistence();
    await waitPastThrottle();
    await stopPersistence();

    const reloaded = newClient();
    await startPersistence(reloaded, 'user-a');
    expect(reloaded.getQueryData(['patients', 'p1'])).toEqual(patient);
  });

  it('writes nothing after it was stopped, not even a throttled save already scheduled', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['first'], 1); // written at once, then the throttle holds the next
    await vi.waitFor(async () => expect(await db.queryCache.count()).toBe(1));
    await db.queryCache.clear();
    client.setQueryData(['patients', 'p1'], patient); // scheduled behind the throttle
    await stopPersistence();
    client.setQueryData(['patients', 'p2'], patient);
    await waitPastThrottle();
    expect(await db.queryCache.count()).toBe(0);
  });

  it('keeps queries marked persist: false in memory only', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['kept'], 1);
    client.getQueryCache().build(client, { queryKey: ['secret'], meta: { persist: false } });
    client.setQueryData(['secret'], 2);
    await flushPersistence();
    await stopPersistence();

    const restored = newClient();
    await startPersistence(restored, 'user-a');
    expect(restored.getQueryData(['kept'])).toBe(1);
    expect(restored.getQueryData(['secret'])).toBeUndefined();
  });

  it('resumes offline mutations restored from the cache', async () => {
    onlineManager.setOnline(false);
    const offline = newClient();
    offline.setMutationDefaults(['patients', 'create'], { mutationFn: async () => 'never' });
    await startPersistence(offline, 'user-a');
    void offline
      .getMutationCache()
      .build(offline, { mutationKey: ['patients', 'create'] })
      .execute({ lastName: 'Mustermann' })
      .catch(() => {});
    await vi.waitFor(() =>
      expect(offline.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    await flushPersistence();
    await stopPersistence();
    expect(await readAllStoredText(LOCAL_DB_NAME)).not.toContain('Mustermann');

    onlineManager.setOnline(true);
    const mutationFn = vi.fn(async (variables: unknown) => variables);
    const restarted = newClient();
    restarted.setMutationDefaults(['patients', 'create'], { mutationFn });
    await startPersistence(restarted, 'user-a');
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ lastName: 'Mustermann' });
  });

  it('runs overlapping starts and a stop in order: the stop wins', async () => {
    const client = newClient();
    const starts = [startPersistence(client, 'user-a'), startPersistence(client, 'user-a')];
    const stopped = stopPersistence();
    await Promise.all([...starts, stopped]);
    client.setQueryData(['patients', 'p1'], patient);
    await flushPersistence(); // nothing active any more
    await waitPastThrottle();
    expect(await db.queryCache.count()).toBe(0);
  });
});
