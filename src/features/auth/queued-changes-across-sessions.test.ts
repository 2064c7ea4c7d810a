/**
 * Decision 045: a session the server ended keeps the changes not sent yet; the same person's
 * next sign-in sends them once, in order; someone else's sign-in never sends or shows them.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '@/contract/auth';
import { db, LOCAL_DB_NAME } from '@/lib/local-db';
import { saveWrite, replayNow, startOutboxReplay } from '@/lib/offline-writes/page-queue';
import { listQueuedEntries } from '@/lib/offline-writes/queued-entries';
import { itemWrites } from '@/lib/offline-writes/testing/items';
import { stopPersistence } from '@/lib/persisted-cache';
import { clearSession, getSession, setSession } from '@/lib/session';
import { ENDED_ELSEWHERE_STORAGE_KEY, forgetEndedElsewhere } from '@/lib/session-ended-elsewhere';
import { endSessionLocally } from '@/lib/sign-out';
import { fakeApi, json, type SeenRequest } from '@/lib/testing/fake-api';
import { countStoredRows } from '@/lib/testing/raw-indexeddb';
import { beginSession } from './begin-session';

const signedIn = (id: string, token = `token-${id}`): AuthAnswer =>
  ({
    access_token: token,
    expire: Math.floor(Date.now() / 1000) + 600,
    user: {
      id,
      language: 'de',
      organization: { id: 'o1', name: 'Klinik', type: { value: 'MD' } },
    },
  }) as AuthAnswer;

const writes = [
  itemWrites.update('a', { name: 'A2' }, 1),
  itemWrites.create('b', { name: 'B' }),
  itemWrites.update('a', { name: 'A3' }, 2),
];

let queryClient: QueryClient;
let stopReplay: () => void;
let seen: SeenRequest[];

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  queryClient = new QueryClient();
  seen = fakeApi((request) => json(200, { ...(request.body as object), version: 2 }));
  setSession(signedIn('anna'));
  stopReplay = startOutboxReplay(queryClient);
  // Made offline: queued, not sent.
  onlineManager.setOnline(false);
  for (const write of writes) {
    expect(await saveWrite(write)).toEqual({ state: 'queued', reason: 'offline' });
  }
});

afterEach(async () => {
  stopReplay();
  clearSession();
  forgetEndedElsewhere();
  await stopPersistence();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The server ends the session: several refused requests may each end it on the device. */
async function sessionEndedByServer() {
  await Promise.all([
    endSessionLocally(queryClient, 'ended-elsewhere'),
    endSessionLocally(queryClient, 'ended-elsewhere'),
  ]);
  expect(getSession()).toBeNull();
  onlineManager.setOnline(true);
}

const queuedKeys = async (userId: string) =>
  (await listQueuedEntries(userId)).map((entry) => entry.idempotencyKey);

describe('changes queued when the server ends the session', () => {
  it('stay on the device, encrypted and readable by their user alone; the login page learns how many', async () => {
    await sessionEndedByServer();
    expect(await countStoredRows(LOCAL_DB_NAME)).toEqual({
      auth: 0, // the worker has no token to send them with
      keys: 1,
      outbox: 3,
      queryCache: 0,
    });
    expect(await queuedKeys('anna')).toEqual(writes.map((w) => w.idempotencyKey));
    expect(JSON.parse(localStorage.getItem(ENDED_ELSEWHERE_STORAGE_KEY)!)).toEqual({
      userId: 'anna',
      waiting: 3,
    });
    // Signed out, nothing goes out.
    expect(await replayNow()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('go out once, in order, when the same person signs in again', async () => {
    await sessionEndedByServer();
    expect(await beginSession(queryClient, signedIn('anna', 'token-again'))).toEqual({
      discarded: 0,
    });

    await vi.waitFor(async () => expect(await queuedKeys('anna')).toEqual([]));
    expect(seen.map((r) => [r.method, r.path, r.headers.get('Idempotency-Key')])).toEqual(
      writes.map((w) => [w.method, `/v1/${w.path}`, w.idempotencyKey]),
    );
    expect(seen.every((r) => r.headers.get('Authorization') === 'Bearer token-again')).toBe(true);
    // Another replay (the network back, the tab shown) sends nothing twice.
    await replayNow();
    expect(seen).toHaveLength(3);
  });

  it("are never sent under someone else's session, and go when that person signs in", async () => {
    await sessionEndedByServer();
    // Even before they are discarded, a replay for another user does not read them.
    setSession(signedIn('ben'));
    await replayNow();
    expect(seen).toEqual([]);
    expect(await listQueuedEntries('ben')).toEqual([]);
    clearSession();

    expect(await beginSession(queryClient, signedIn('ben'))).toEqual({ discarded: 3 });
    await replayNow();
    expect(seen).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.keys.toArray()).map((row) => row.userId)).toEqual(['ben']);
  });

  it('go with a logout by hand, which asks first (layout/header)', async () => {
    await endSessionLocally(queryClient);
    expect(await db.outbox.count()).toBe(0);
    expect(localStorage.getItem(ENDED_ELSEWHERE_STORAGE_KEY)).toBeNull();
  });
});
