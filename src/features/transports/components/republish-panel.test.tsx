import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call } from '@/lib/api-client';
import type { Transport } from '@/contract/transport-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { typeDate } from '@/components/ui/type-date';
import { RepublishPanel } from './republish-panel';

vi.mock('@/lib/api-client', () => ({ call: vi.fn() }));

// The panel reads only these of the expired transport.
const expired = (returnTransportId: string | null) =>
  ({ id: 't-1', number: 'T-2026-000001', status: 'expired', returnTransportId }) as Transport;

const renderPanel = (transport: Transport, locale: 'de' | 'en' = 'de') =>
  renderInRouter(
    <QueryClientProvider client={new QueryClient()}>
      <RepublishPanel transport={transport} />
    </QueryClientProvider>,
    locale,
  );

describe('"Erneut ausschreiben" (decision 042)', () => {
  it('tells the ward that a return trip nobody took goes with the copy', async () => {
    await renderPanel(expired('t-2'));
    expect(
      screen.getByText(/Eine Rückfahrt, die noch kein Unternehmen übernommen hat/),
    ).toBeTruthy();
  });

  it('says nothing of a return trip when there is none', async () => {
    await renderPanel(expired(null));
    expect(screen.getByText(/alle Angaben bleiben/)).toBeTruthy();
    expect(screen.queryByText(/Rückfahrt/)).toBeNull();
  });

  it('sends nothing when an impossible date replaced the suggested time', async () => {
    await renderPanel(expired(null));
    const button = screen.getByRole('button', { name: 'Erneut ausschreiben' });
    const year = new Date().getFullYear() + 1;
    typeDate(screen.getByRole('group', { name: /^Neue Abholzeit/ }), `3102${year}1000`, button);
    act(() => button.focus());
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Neue Abholzeit/ })).toHaveAccessibleDescription(
        new RegExp(`Den 31\\.02\\.${year} 10:00 gibt es nicht`),
      ),
    );
    expect(call).not.toHaveBeenCalled();
  });
});
