import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { TransportAccess } from '@/contract/transport-answer';
import { renderWithI18n } from '@/components/ui/test-render';
import { TransportAccessLog } from './transport-access-log';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));

const read = (id: number, at: string, name: string | null): TransportAccess => ({
  id,
  at,
  action: 'read',
  by: { userId: `u-${id}`, name },
});

const renderLog = () =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <TransportAccessLog id="t-1" />
    </QueryClientProvider>,
  );

describe('the access log of a transport (admins)', () => {
  it('asks the server only when opened, then lists who read it and when, as answered', async () => {
    call.mockResolvedValueOnce([
      read(2, '2026-11-25T22:50:00Z', 'Katharina Vogel'),
      read(1, '2026-11-25T07:05:00Z', null),
    ]);
    renderLog();
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Zugriffe anzeigen' }));
    const list = await screen.findByRole('list', { name: 'Zugriffe' });
    expect(call).toHaveBeenCalledWith(expect.anything(), { params: { id: 't-1' } });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Katharina Vogel25.11.2026 23:50',
      'Gelöschter Benutzer25.11.2026 08:05',
    ]);
  });

  it('says so when nobody has read it yet', async () => {
    call.mockResolvedValueOnce([]);
    renderLog();
    fireEvent.click(screen.getByRole('button', { name: 'Zugriffe anzeigen' }));
    expect(await screen.findByText('Noch keine Zugriffe.')).toBeTruthy();
  });
});
