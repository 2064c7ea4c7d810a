import { QueryClient } from '@tanstack/query-core';
import type { AuthAnswer } from '@/contract/auth';
import { followSession } from './follow-session';
import { db, readMirroredSession } from './local-db';
import { flushPersistence, stopPersistence } from './persisted-cache';
import { clearSession, setSession } from './session';

const sessionOf = (id: string): AuthAnswer =>
  ({
    access_token: `token-${id}`,
    expire: 2_000_000_000,
    user: { id, organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
  }) as AuthAnswer;

afterEach(async () => {
  clearSession();
  await stopPersistence();
  await db.delete({ disableAutoOpen: false });
});

describe('followSession', () => {
  it("mirrors the token for the worker and persists the signed-in user's cache", async () => {
    const client = new QueryClient();
    const unfollow = followSession(client);
    setSession(sessionOf('user-a'));

    await vi.waitFor(async () =>
      expect(await readMirroredSession()).toMatchObject({
        userId: 'user-a',
        accessToken: 'token-user-a',
      }),
    );
    client.setQueryData(['patients'], []);
    await vi.waitFor(async () => {
      await flushPersistence();
      expect(await db.queryCache.get('user-a')).toBeDefined();
    });

    clearSession();
    await vi.waitFor(async () => expect(await readMirroredSession()).toBeUndefined());
    unfollow();
  });

  it('stops saving the cache once the session ends, also when another tab ended it', async () => {
    const client = new QueryClient();
    const unfollow = followSession(client);
    setSession(sessionOf('user-a'));
    client.setQueryData(['patients'], [{ id: 'p1' }]);
    await vi.waitFor(async () => {
      await flushPersistence();
      expect(await db.queryCache.get('user-a')).toBeDefined();
    });

    clearSession('ended-elsewhere');
    await vi.waitFor(() => expect(client.getQueryData(['patients'])).toBeUndefined());
    // What the other tab emptied stays empty: nothing here writes the cache again.
    await db.queryCache.clear();
    client.setQueryData(['patients'], [{ id: 'p2' }]);
    await flushPersistence();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await db.queryCache.count()).toBe(0);
    unfollow();
  });
});
