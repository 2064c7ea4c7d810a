import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import type { DeviceSession } from '@/contract/auth';
import { renderWithI18n } from '@/components/ui/test-render';
import { DevicesList } from './devices-list';

const logoutSessions = vi.hoisted(() => vi.fn(async () => undefined));
const endSessionLocally = vi.hoisted(() => vi.fn(async () => undefined));
const unsent = vi.hoisted(() => ({ entries: [] as unknown[] }));
vi.mock('../api/sessions', () => ({
  sessionsQueryOptions: () => ({
    queryKey: ['account', 'sessions'],
    queryFn: async () => ({ data: devices, total_rows: devices.length }),
  }),
  useLogoutSessions: () => ({ mutateAsync: logoutSessions }),
}));
vi.mock('@/lib/sign-out', () => ({ endSessionLocally }));
vi.mock('@/lib/offline-writes/use-outbox', () => ({ useOutboxEntries: () => unsent.entries }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

const device = (id: string, current: boolean): DeviceSession => ({
  id,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  ip: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-25T08:00:00.000Z',
  current,
});
const devices = [device('this', true), device('other', false)];

const render = () =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense>
        <DevicesList />
      </Suspense>
    </QueryClientProvider>,
  );

const logoutButtons = async () => screen.findAllByRole('button', { name: /abmelden$/ });

afterEach(() => {
  unsent.entries = [];
  logoutSessions.mockClear();
  endSessionLocally.mockClear();
});

describe('DevicesList, logging this device out by hand', () => {
  it('asks first while changes wait on this device, as the header does', async () => {
    unsent.entries = [{}, {}];
    render();
    fireEvent.click((await logoutButtons())[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '2 Änderungen sind noch nicht übertragen. Beim Abmelden werden sie von diesem Gerät gelöscht.',
    );
    expect(logoutSessions).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden und verwerfen' }));
    await waitFor(() => expect(endSessionLocally).toHaveBeenCalled());
    expect(logoutSessions.mock.calls[0]).toEqual([{ id: 'this' }]);
  });

  it('logs this device out at once when nothing waits, and another device always', async () => {
    render();
    fireEvent.click((await logoutButtons())[0]!);
    await waitFor(() => expect(endSessionLocally).toHaveBeenCalled());
    unsent.entries = [{}];
    fireEvent.click((await logoutButtons())[1]!);
    await waitFor(() => expect(logoutSessions).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names the waiting changes when all devices are logged out', async () => {
    unsent.entries = [{}];
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Alle Geräte abmelden' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '1 Änderung ist noch nicht übertragen. Beim Abmelden wird sie von diesem Gerät gelöscht.',
    );
  });
});
