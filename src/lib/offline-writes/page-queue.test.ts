import { onlineManager, QueryClient } from '@tanstack/query-core';
import type { StoredSession } from '../session';
import { db } from '../local-db';
import { followBrowserNetwork } from '../online';
import { flushPersistence, startPersistence, stopPersistence } from '../persisted-cache';
import { clearSession, setSession } from '../session';
import { fakeApi, json } from '../testing/fake-api';
import { saveWrite, startOutboxReplay } from './page-queue';
import { listQueuedEntries } from './queued-entries';
import { itemWrites, type Item } from './testing/items';

const session: StoredSession = {
  access_token: 'token-1',
  expire: Math.floor(Date.now() / 1000) + 600,
  user: {
    id: 'u1',
    email: 'a@example.org',
    firstName: 'A',
    lastName: 'B',
    phone: null,
    role: 'admin',
    language: 'de',
    organization: { id: 'o1', name: 'Klinik', type: { value: 'MD' } },
    teams: [],
  },
};

const item = (name: string, version: number): Item => ({
  id: 'a',
  name,
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let queryClient: QueryClient;
let stopReplay: () => void;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  setSession(session);
  onlineManager.setOnline(true);
  queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } });
  fakeApi(() => json(503));
  stopReplay = startOutboxReplay(queryClient);
});

afterEach(async () => {
  stopReplay();
  await stopPersistence();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

describe('saving a queued write', () => {
  it('in an app opened without network: queued at once, no request, same as going offline later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserNetwork();
    const seen = fakeApi(() => json(200, {}));

    const outcome = await saveWrite(itemWrites.update('a', { name: 'Offline' }, 1));

    expect(outcome).toEqual({ state: 'queued', reason: 'offline' });
    expect(seen).toEqual([]);
    expect((await listQueuedEntries('u1')).map((e) => e.body?.write.body)).toEqual([
      { name: 'Offline', id: 'a', version: 1 },
    ]);
  });

  it('online: sent at once through the HTTP client, its answer in the cache and on disk before it counts', async () => {
    await startPersistence(queryClient, 'u1');
    queryClient.setQueryData(['items', 'list'], { data: [item('A', 1)], total_rows: 1 });
    queryClient.setQueryData(['items', 'detail', 'a'], item('A', 1));
    await flushPersistence();
    const seen = fakeApi((request) => json(200, { ...item('A2', 2), sent: request.body }));
    const write = itemWrites.update('a', { name: 'A2' }, 1);

    const outcome = await saveWrite(write);

    expect(outcome).toMatchObject({ state: 'saved', body: { name: 'A2', version: 2 } });
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/v1/items/a', { name: 'A2', id: 'a', version: 1 }],
    ]);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe(write.idempotencyKey);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await listQueuedEntries('u1')).toEqual([]);
    // A reload right now (without waiting for the persister's throttle) shows the saved data.
    await stopPersistence();
    const reloaded = new QueryClient();
    await startPersistence(reloaded, 'u1');
    expect(reloaded.getQueryData(['items', 'list'])).toMatchObject({ data: [{ name: 'A2' }] });
    expect(reloaded.getQueryData(['items', 'detail', 'a'])).toMatchObject({ name: 'A2' });
  });

  it('a refusal leaves the queue: the user corrects it where they are', async () => {
    const error = { code: 1422, message: 'invalid', errors: { name: ['Bitte ausfüllen.'] } };
    fakeApi(() => json(422, error));
    const outcome = await saveWrite(itemWrites.create('n', { name: '' }));
    expect(outcome).toEqual({ state: 'refused', status: 422, error });
    expect(await listQueuedEntries('u1')).toEqual([]);
  });

  it('a refusal that says how the record stands now puts that into the cache', async () => {
    // The crew's other phone took the step first: 409/1410 with the transport as it is now.
    queryClient.setQueryData(['items', 'list'], { data: [item('A', 1)], total_rows: 1 });
    queryClient.setQueryData(['items', 'detail', 'a'], item('A', 1));
    const error = { code: 1410, message: 'Schon erledigt', current: item('Theirs', 2) };
    fakeApi(() => json(409, error));
    const outcome = await saveWrite(itemWrites.update('a', { name: 'Mine' }, 1));
    expect(outcome).toEqual({ state: 'refused', status: 409, error });
    expect(queryClient.getQueryData(['items', 'list'])).toMatchObject({
      data: [{ name: 'Theirs', version: 2 }],
    });
    expect(queryClient.getQueryData(['items', 'detail', 'a'])).toMatchObject({ name: 'Theirs' });
    expect(await listQueuedEntries('u1')).toEqual([]);
  });

  it('a conflict stays queued for the user to decide', async () => {
    const current = item('Theirs', 2);
    fakeApi(() => json(409, { code: 1409, message: 'conflict', current }));
    const outcome = await saveWrite(itemWrites.update('a', { name: 'Mine' }, 1));
    expect(outcome).toEqual({ state: 'conflict', current });
    expect((await listQueuedEntries('u1')).map((e) => e.status)).toEqual(['conflict']);
  });

  it('a server error keeps it queued, to be sent again later with the same key', async () => {
    const seen = fakeApi(() => json(503, { code: 1503, message: 'busy' }));
    const write = itemWrites.create('n', { name: 'N' });
    expect(await saveWrite(write)).toEqual({ state: 'queued', reason: 'server' });
    expect((await listQueuedEntries('u1')).map((e) => e.idempotencyKey)).toEqual([
      write.idempotencyKey,
    ]);
    expect(seen).toHaveLength(1);
  });

  it('two saves at once are both sent and both told their own outcome', async () => {
    const seen = fakeApi((request) => json(201, request.body));
    const [first, second] = await Promise.all([
      saveWrite(itemWrites.create('n1', { name: 'Eins' })),
      saveWrite(itemWrites.create('n2', { name: 'Zwei' })),
    ]);
    expect(first).toMatchObject({ state: 'saved', body: { id: 'n1' } });
    expect(second).toMatchObject({ state: 'saved', body: { id: 'n2' } });
    expect(seen.map((r) => (r.body as { id: string }).id)).toEqual(['n1', 'n2']);
  });
});

describe('writes the service worker sent while the page was open', () => {
  const worker = new EventTarget();
  beforeEach(() => {
    stopReplay();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    stopReplay = startOutboxReplay(queryClient);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('put the server’s answer into the cache, so the next edit starts from its version', async () => {
    fakeApi(() => json(503));
    // Neither query is observed: only a refetch would leave the old version in place.
    queryClient.setQueryData(['items', 'detail', 'a'], item('Erika', 1));
    queryClient.setQueryData(['items', 'list', { page: 1 }], {
      data: [item('Erika', 1)],
      total_rows: 1,
    });
    const write = itemWrites.update('a', { name: 'Anna' }, 1);
    worker.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'outbox-replayed', saved: [{ write, answer: item('Anna', 2) }] },
      }),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['items', 'detail', 'a'])).toEqual(item('Anna', 2)),
    );
    expect(queryClient.getQueryData(['items', 'list', { page: 1 }])).toEqual({
      data: [item('Anna', 2)],
      total_rows: 1,
    });
  });
});
