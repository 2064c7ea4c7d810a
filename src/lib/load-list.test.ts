// @vitest-environment node
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { loadList } from './load-list';

const options = (queryFn: () => Promise<string>) => ({ queryKey: ['items', 'list'], queryFn });

afterEach(() => onlineManager.setOnline(true));

describe('loading a list before its page renders', () => {
  it('online and never loaded: waits for the list', async () => {
    const client = new QueryClient();
    await loadList(
      client,
      options(async () => 'fresh'),
    );
    expect(client.getQueryData(['items', 'list'])).toBe('fresh');
  });

  it('with cached data: goes on at once, refreshing in the background when stale', async () => {
    const client = new QueryClient();
    client.setQueryData(['items', 'list'], 'cached', { updatedAt: 0 });
    let answer: (value: string) => void = () => {};
    const pending = new Promise<string>((resolve) => (answer = resolve));
    await loadList(
      client,
      options(() => pending),
    );
    expect(client.getQueryData(['items', 'list'])).toBe('cached');
    answer('fresh');
    await vi.waitFor(() => expect(client.getQueryData(['items', 'list'])).toBe('fresh'));
  });

  it("waits for a list the user's own saved write made outdated", async () => {
    const client = new QueryClient();
    client.setQueryData(['items', 'list'], 'before the save');
    await client.invalidateQueries({ queryKey: ['items'] });
    await loadList(
      client,
      options(async () => 'with the saved record'),
    );
    expect(client.getQueryData(['items', 'list'])).toBe('with the saved record');
  });

  it('offline: never waits, whether or not this device has the list', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const queryFn = vi.fn(() => new Promise<string>(() => {}));
    await loadList(client, options(queryFn));
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(['items', 'list'])).toBeUndefined();
  });
});
