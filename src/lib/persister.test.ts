import { onlineManager, QueryClient } from '@tanstack/query-core';
import { persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { db, LOCAL_DB_NAME } from './local-db';
import { getOrCreateUserKey } from './local-crypto';
import {
  createEncryptedPersister,
  flushPersistence,
  startPersistence,
  stopPersistence,
} from './persister';
import { readAllStoredText } from './testing/raw-indexeddb';

const patient = { id: 'p1', firstName: 'Erika', lastName: 'Mustermann' };
const newClient = () => new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } });

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
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const clientB = newClient();
    await startPersistence(clientB, 'user-b');
    expect(clientB.getQueryData(['patients', 'p1'])).toBeUndefined();
    expect(await db.queryCache.count()).toBe(0);
    expect(error).toHaveBeenCalled();
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
    const old = newClient();
    old.setQueryData(['patients', 'p1'], patient);
    const persister = createEncryptedPersister({ userId: 'user-a', key, throttleMs: 0 });
    await persistQueryClientSave({ queryClient: old, persister, buster: 'an-old-version' });
    await persister.flush();
    expect(await db.queryCache.count()).toBe(1);

    const client = newClient();
    await startPersistence(client, 'user-a');
    expect(client.getQueryData(['patients', 'p1'])).toBeUndefined();
    expect(await db.queryCache.count()).toBe(0);
  });

  it('throttles writes and keeps only the latest snapshot', async () => {
    const key = await getOrCreateUserKey('user-a');
    const persister = createEncryptedPersister({ userId: 'user-a', key, throttleMs: 50 });
    const put = vi.spyOn(db.queryCache, 'put');
    const client = newClient();
    for (let i = 0; i < 20; i++) {
      client.setQueryData(['n'], i);
      await persistQueryClientSave({ queryClient: client, persister, buster: 'b' });
    }
    expect(put).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await persister.flush();
    expect(put).toHaveBeenCalledTimes(1);

    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries[0]?.state.data).toBe(19);
    put.mockRestore();
  });

  it('writes nothing after it was stopped', async () => {
    const client = newClient();
    await startPersistence(client, 'user-a');
    client.setQueryData(['patients', 'p1'], patient);
    await stopPersistence();
    client.setQueryData(['patients', 'p2'], patient);
    await new Promise((resolve) => setTimeout(resolve, 1200));
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

  it('runs overlapping starts and a stop in order', async () => {
    const client = newClient();
    const starts = [startPersistence(client, 'user-a'), startPersistence(client, 'user-a')];
    const stopped = stopPersistence();
    await Promise.all([...starts, stopped]);
    client.setQueryData(['patients', 'p1'], patient);
    await flushPersistence(); // nothing active any more
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await db.queryCache.count()).toBe(0);
  });
});
