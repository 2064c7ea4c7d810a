import { describe, expect, it, vi, afterEach, beforeEach } from 'vitest';
import { db, readMirroredSession } from '@/lib/local-db';
import { itemWrites } from '@/lib/offline-writes/testing/items';
import { workerSender } from './send-write';

type Seen = { url: string; auth: string | null; key: string | null };

function fakeNetwork(answer: (request: Seen) => Response) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const request = {
      url,
      auth: headers.get('Authorization'),
      key: headers.get('Idempotency-Key'),
    };
    seen.push(request);
    return answer(request);
  });
  return seen;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const mirror = (expire: number) => ({
  id: 'session' as const,
  userId: 'u1',
  accessToken: 'old',
  expire,
});
const now = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});
afterEach(() => vi.unstubAllGlobals());

describe("the worker's sender", () => {
  it('sends with the mirrored token, refreshes once on a 401 and mirrors the new token', async () => {
    const seen = fakeNetwork((request) => {
      if (request.url === '/v1/auth/refresh')
        return json(200, { access_token: 'new', expire: now() + 600, user: { id: 'u1' } });
      return request.auth === 'Bearer new'
        ? json(200, { id: 'a' })
        : json(401, { code: 1003, message: 'expired' });
    });
    const send = workerSender(mirror(now() + 600));
    const write = itemWrites.update('a', { name: 'A' }, 1);

    expect(await send(write)).toEqual({ state: 'saved', body: { id: 'a' } });
    expect(seen.map((r) => [r.url, r.auth])).toEqual([
      ['/v1/items/a', 'Bearer old'],
      ['/v1/auth/refresh', null],
      ['/v1/items/a', 'Bearer new'],
    ]);
    expect(seen[0]!.key).toBe(write.idempotencyKey);
    expect(await readMirroredSession()).toMatchObject({ accessToken: 'new' });
  });

  it('refreshes an expired token first, and reports an ended session without trying again', async () => {
    const seen = fakeNetwork((request) =>
      request.url === '/v1/auth/refresh'
        ? json(401, { code: 1002, message: 'revoked' })
        : json(401, { code: 0, message: 'no' }),
    );
    const send = workerSender(mirror(now() - 1));
    expect(await send(itemWrites.create('n', { name: 'N' }))).toBe('unauthorized');
    expect(seen.map((r) => r.url)).toEqual(['/v1/auth/refresh', '/v1/items']);
  });

  it('keeps the write queued when there is no network', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const send = workerSender(mirror(now() + 600));
    expect(await send(itemWrites.delete('a'))).toEqual({ state: 'queued', reason: 'offline' });
  });
});
