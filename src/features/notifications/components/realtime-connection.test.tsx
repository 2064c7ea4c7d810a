import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { organizationChannel, userChannel } from '@/contract/realtime';
import { RealtimeConnection } from './realtime-connection';

/**
 * pusher-js as far as the connection uses it: channels that say when the server confirmed their
 * subscription (`pusher:subscription_succeeded`, again after every reconnect) and pass events on.
 */
const channels = vi.hoisted(() => new Map<string, FakeChannel>());
type FakeChannel = {
  bound: Map<string, (data?: unknown) => void>;
  global: (event: string, data: unknown) => void;
};
vi.mock('pusher-js', () => ({
  default: class {
    connection = { bind: () => {} };
    subscribe(name: string) {
      const channel: FakeChannel = { bound: new Map(), global: () => {} };
      channels.set(name, channel);
      return {
        bind: (event: string, handler: () => void) => channel.bound.set(event, handler),
        bind_global: (handler: FakeChannel['global']) => (channel.global = handler),
      };
    }
    disconnect() {}
  },
}));

const WARD = {
  id: 'user-1',
  organization: { id: 'org-1', type: { value: 'M' } },
};
vi.mock('@/lib/session', () => ({ useCurrentUser: () => WARD }));
vi.mock('../api/settings', () => ({
  clientConfigQueryOptions: () => ({
    queryKey: ['config'],
    queryFn: async () => ({
      pusher: { key: 'key', cluster: 'eu', wsHost: 'localhost', wsPort: 80, forceTLS: false },
    }),
  }),
}));

const subscribed = (name: string) =>
  act(() => channels.get(name)!.bound.get('pusher:subscription_succeeded')?.());

/** A series view showing the series' answer, and how often it was asked. */
function seriesView(client: QueryClient) {
  const asked = vi.fn(async () => ({ assignedCompany: { name: 'Krankenfahrten Schnell' } }));
  function SeriesView() {
    useQuery({ queryKey: ['transports', 'series', 's-1'], queryFn: asked, staleTime: 30_000 });
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <SeriesView />
      <RealtimeConnection />
    </QueryClientProvider>,
  );
  return asked;
}

afterEach(() => channels.clear());

describe('RealtimeConnection', () => {
  it('asks again for what the page shows once its channel is subscribed, and after a reconnect', async () => {
    const client = new QueryClient();
    // Restored from disk (decision 052): fresh by its age, but saved before the company took the
    // series — the event that told of it reached the page that was closed by the reload.
    client.setQueryData(['transports', 'series', 's-1'], { assignedCompany: null });
    client.setQueryData(['marketplace', 'open'], { data: [] });
    const asked = seriesView(client);
    await waitFor(() => expect(channels.has(organizationChannel('org-1'))).toBe(true));
    expect(asked).not.toHaveBeenCalled();

    await subscribed(organizationChannel('org-1'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(client.getQueryData(['transports', 'series', 's-1'])).toEqual({
      assignedCompany: { name: 'Krankenfahrten Schnell' },
    });
    // A ward has no marketplace: its channel's subscription leaves other features' data alone.
    expect(client.getQueryState(['marketplace', 'open'])?.isInvalidated).toBe(false);

    // pusher-js subscribes again after a reconnect: whatever was sent meanwhile is asked for.
    await subscribed(organizationChannel('org-1'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });

  it("asks again for a series' view when the organisation hears the series changed", async () => {
    const client = new QueryClient();
    client.setQueryData(['transports', 'series', 's-1'], { assignedCompany: null });
    const asked = seriesView(client);
    await waitFor(() => expect(channels.has(organizationChannel('org-1'))).toBe(true));

    // Taken before its first date was made: no date's `transport.updated` speaks for it.
    act(() =>
      channels
        .get(organizationChannel('org-1'))!
        .global('series.updated', { seriesId: 's-1', status: 'active' }),
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  });

  it("asks again for the crew's day when a transport of the organisation changed", async () => {
    const client = new QueryClient();
    // The crew's "Heute" (features/crew): a colleague's step on the other phone, a ward's edit.
    const asked = vi.fn(async () => ({ data: [{ id: 't-1', status: 'at_pickup' }], total_rows: 1 }));
    function CrewToday() {
      useQuery({ queryKey: ['crew', 'today', '2026-11-28'], queryFn: asked, staleTime: 30_000 });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <CrewToday />
        <RealtimeConnection />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(channels.has(organizationChannel('org-1'))).toBe(true));

    act(() =>
      channels
        .get(organizationChannel('org-1'))!
        .global('transport.updated', { id: 't-1', status: 'at_pickup', version: 3 }),
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });

  it('refreshes the bell when the user channel is subscribed, not the transports', async () => {
    const client = new QueryClient();
    client.setQueryData(['transports', 'series', 's-1'], { assignedCompany: null });
    client.setQueryData(['notifications', 'list'], { data: [], unread: 0 });
    const asked = seriesView(client);
    await waitFor(() => expect(channels.has(userChannel('user-1'))).toBe(true));

    await subscribed(userChannel('user-1'));
    expect(client.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
    expect(asked).not.toHaveBeenCalled();
  });
});
