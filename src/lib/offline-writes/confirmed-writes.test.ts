import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/query-core';
import { vi } from 'vitest';
import { applyConfirmedWrite, markTouchedOutdated, refreshTouched } from './confirmed-writes';
import { itemStep, itemWrites, type Item } from './testing/items';

const item = (id: string, name: string, version = 1): Item => ({
  id,
  name,
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function cacheWith(...items: Item[]) {
  const client = new QueryClient();
  client.setQueryData(['items', 'list', 1], { data: items, total_rows: 10 });
  client.setQueryData(['items', 'list', 2], { data: [item('z', 'Zora')], total_rows: 10 });
  for (const each of items) client.setQueryData(['items', 'detail', each.id], each);
  client.setQueryData(['others', 'list'], { data: [item('a', 'Fremd')], total_rows: 1 });
  return client;
}

describe('a confirmed write in the cache', () => {
  it("replaces the record in every list page and its detail with the server's answer", () => {
    const client = cacheWith(item('a', 'Anna'), item('b', 'Bernd'));
    applyConfirmedWrite(client, itemWrites.update('a', { name: 'Anja' }, 1), item('a', 'Anja', 2));
    expect(client.getQueryData(['items', 'list', 1])).toEqual({
      data: [item('a', 'Anja', 2), item('b', 'Bernd')],
      total_rows: 10,
    });
    expect(client.getQueryData(['items', 'detail', 'a'])).toEqual(item('a', 'Anja', 2));
    // Queries the write does not touch stay as they are.
    expect(client.getQueryData(['others', 'list'])).toMatchObject({ data: [{ name: 'Fremd' }] });
  });

  it('takes a deleted record out of the lists and forgets its detail', () => {
    const client = cacheWith(item('a', 'Anna'), item('b', 'Bernd'));
    applyConfirmedWrite(client, itemWrites.delete('a'), null);
    expect(client.getQueryData(['items', 'list', 1])).toEqual({
      data: [item('b', 'Bernd')],
      total_rows: 9,
    });
    expect(client.getQueryData(['items', 'detail', 'a'])).toBeUndefined();
    expect(client.getQueryData(['items', 'list', 2])).toMatchObject({ total_rows: 10 });
  });

  it('leaves the cache alone when the answer is not the record (a 204, another tab sent it)', () => {
    const client = cacheWith(item('a', 'Anna'));
    const step = itemStep('a', { status: 'en_route', at: '2026-03-02T08:15:00.000Z' });
    applyConfirmedWrite(client, step, undefined);
    expect(client.getQueryData(['items', 'detail', 'a'])).toEqual(item('a', 'Anna'));
  });

  it('resolves once the shown queries it touched have their new answers', async () => {
    // What is saved to disk next must hold them: a reload right after restores from it.
    const client = new QueryClient();
    let answer = 'before the replay';
    const shown = new QueryObserver(client, {
      queryKey: ['items', 'list', 1],
      queryFn: async () => answer,
    });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() =>
      expect(client.getQueryData(['items', 'list', 1])).toBe('before the replay'),
    );
    answer = 'with the created item';
    await refreshTouched(client, [itemWrites.create('n', { name: 'Neu' })]);
    expect(client.getQueryData(['items', 'list', 1])).toBe('with the created item');
    unsubscribe();
  });

  it('marks what the writes touched as outdated, so it is fetched again', async () => {
    const client = cacheWith(item('a', 'Anna'));
    await refreshTouched(client, [itemWrites.create('n', { name: 'Neu' })]);
    expect(client.getQueryState(['items', 'list', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['others', 'list'])?.isInvalidated).toBe(false);
  });

  it('marks a confirmed create outdated before it leaves the queue, and a restored cache asks again', async () => {
    // The list from before the create, saved to disk and restored by a reload before its refetch
    // landed: it must not count as fresh, or the created record is missing from it.
    const client = cacheWith(item('a', 'Anna'));
    const create = itemWrites.create('n', { name: 'Neu' });
    applyConfirmedWrite(client, create, item('n', 'Neu'));
    await markTouchedOutdated(client, create);
    expect(client.getQueryState(['items', 'list', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['others', 'list'])?.isInvalidated).toBe(false);

    const restored = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(restored, dehydrate(client));
    const queryFn = vi.fn(async () => ({
      data: [item('a', 'Anna'), item('n', 'Neu')],
      total_rows: 2,
    }));
    const shown = new QueryObserver(restored, { queryKey: ['items', 'list', 1], queryFn });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    unsubscribe();
  });
});
