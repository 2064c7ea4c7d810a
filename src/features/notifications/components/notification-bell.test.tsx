import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Language } from '@/contract/messages';
import {
  notificationApi,
  type NotificationItem,
  type NotificationPage,
} from '@/contract/notification';
import { renderWithI18n } from '@/components/ui/test-render';
import {
  clearSession,
  getSession,
  setSession,
  updateSessionUser,
  type StoredSession,
} from '@/lib/session';
import { NotificationBell } from './notification-bell';

const navigate = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));
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

const ward = {
  access_token: 't',
  expire: Math.floor(Date.now() / 1000) + 600,
  user: {
    id: 'u1',
    role: 'admin',
    language: 'de',
    organization: { id: 'o', name: 'Klinik', type: { value: 'MD' } },
  },
} as unknown as StoredSession;

/** The server's answer: the list written in the signed-in account's language (decision 055). */
function serve(pages: Record<Language, NotificationItem[]>) {
  call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint !== notificationApi.list) return undefined;
    const items = pages[getSession()!.user.language];
    return { data: items, total_rows: items.length, unread: items.length } as NotificationPage;
  });
}

function show(items: NotificationItem[] | Record<Language, NotificationItem[]>) {
  serve(Array.isArray(items) ? { de: items, en: items } : items);
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationBell />
    </QueryClientProvider>,
  );
}

beforeEach(() => setSession(ward));
afterEach(() => {
  navigate.mockClear();
  call.mockReset();
  cleanup(); // the bell reads the session as long as it is there
  clearSession();
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
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    const entries = await screen.findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    // The panel, loaded on this first press, is the one the bell says it opened (decision 115).
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
    expect(entries[0]).toHaveTextContent('Serie angenommen (ungelesen)');
    expect(entries[0]).toHaveTextContent('Serienfahrt Berlin → Potsdam (Mo, Mi, Fr 07:15');

    fireEvent.click(screen.getByRole('button', { name: /^Serie angenommen/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ href: `/transport/series/${SERIES}` }),
    );
    expect(call).toHaveBeenCalledWith(notificationApi.markAsRead, { body: { id: 'n-series' } });
  });
});

describe('NotificationBell after a change of the account’s language (decision 055)', () => {
  it('fetches the list again and shows it in the new language, keeping the old until then', async () => {
    const accepted = (title: string, message: string) =>
      item('n-1', {
        type: 'transport_accepted',
        title,
        message,
        link: `/transport/view/${TRANSPORT}`,
      });
    show({
      de: [accepted('Transport angenommen', 'Transport KT-2026-00042 wurde angenommen.')],
      en: [accepted('Transport accepted', 'Transport KT-2026-00042 was accepted.')],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Transport angenommen');

    const listCalls = () =>
      call.mock.calls.filter(([endpoint]) => endpoint === notificationApi.list);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const served = call.getMockImplementation()!;
    call.mockImplementation(async (...args: unknown[]) => {
      await held;
      return served(...args);
    });

    // What the account page and the language menu do once the account saved the new language.
    act(() => updateSessionUser({ ...ward.user, language: 'en' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.getByRole('listitem')).toHaveTextContent('Transport angenommen');

    answer();
    await waitFor(() =>
      expect(screen.getByRole('listitem')).toHaveTextContent('Transport accepted'),
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('was accepted.');
  });
});
