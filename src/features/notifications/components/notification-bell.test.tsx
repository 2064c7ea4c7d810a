import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationItem, NotificationPage } from '@/contract/notification';
import { renderWithI18n } from '@/components/ui/test-render';
import { NotificationBell } from './notification-bell';

const navigate = vi.hoisted(() => vi.fn());
const markAsRead = vi.hoisted(() => vi.fn());
const page = vi.hoisted(() => ({ current: { data: [], total_rows: 0, unread: 0 } as unknown }));
vi.mock('../api/get-notifications', () => ({
  notificationsQueryOptions: () => ({
    queryKey: ['notifications', 'list'],
    queryFn: async () => page.current,
  }),
  useMarkAsRead: () => ({ mutate: markAsRead }),
  useMarkAllAsRead: () => ({ mutate: vi.fn() }),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
vi.mock('@/lib/realtime', () => ({ useRealtimeState: () => 'connected' }));

const SERIES = '00000000-0000-4000-8000-000000000005';
const TRANSPORT = '00000000-0000-4000-8000-000000000001';
const item = (id: string, notification: NotificationItem['notification']): NotificationItem => ({
  id,
  isRead: false,
  createdAt: '2026-11-25T08:00:00.000Z',
  notification,
});

function show(items: NotificationItem[]) {
  page.current = {
    data: items,
    total_rows: items.length,
    unread: items.length,
  } as NotificationPage;
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationBell />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  navigate.mockClear();
  markAsRead.mockClear();
});

describe('NotificationBell with a series told once (decision 050)', () => {
  it('shows the series notification beside a transport one and opens the series view', async () => {
    show([
      item('n-series', {
        type: 'transport_accepted',
        title: 'Serie angenommen',
        message:
          'Serienfahrt Berlin → Potsdam (Mo, Mi, Fr 07:15, ab 21/10/2026) wurde als Ganzes angenommen – alle offenen und alle künftigen Termine.',
        link: `/transport/series/${SERIES}`,
      }),
      item('n-transport', {
        type: 'transport_accepted',
        title: 'Transport angenommen',
        message: 'Transport KT-2026-00042 (Berlin → Potsdam, 23/11/2026 09:30) wurde angenommen.',
        link: `/transport/view/${TRANSPORT}`,
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' }));
    const entries = await screen.findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Serie angenommen (ungelesen)');
    expect(entries[0]).toHaveTextContent('Serienfahrt Berlin → Potsdam (Mo, Mi, Fr 07:15');

    fireEvent.click(screen.getByRole('button', { name: /^Serie angenommen/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ href: `/transport/series/${SERIES}` }),
    );
    expect(markAsRead).toHaveBeenCalledWith('n-series');
  });
});
