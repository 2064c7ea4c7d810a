import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/components/ui/test-render';
import { ownOrganizationKey } from '@/lib/own-organization';
import { ServiceAreaHint } from './service-area-hint';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));
const role = vi.hoisted(() => ({ value: 'admin' as 'admin' | 'member' }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ role: role.value }) }));

const organization = (serviceArea: string[]) => ({
  id: 'o-1',
  name: 'Rettung Nord',
  type: { value: 'T' },
  serviceArea,
});

let client: QueryClient;
const renderHint = () => {
  client = new QueryClient();
  return renderInRouter(
    <QueryClientProvider client={client}>
      <ServiceAreaHint />
    </QueryClientProvider>,
  );
};

describe('the marketplace’s hint on a missing service area', () => {
  beforeEach(() => call.mockReset());

  it('points an admin to the settings where the service area is set', async () => {
    role.value = 'admin';
    call.mockResolvedValueOnce(organization([]));
    await renderHint();
    expect(await screen.findByText('Kein Einsatzgebiet festgelegt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Einsatzgebiet festlegen' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('tells a member whom to ask, without a link to a form only admins can change', async () => {
    role.value = 'member';
    call.mockResolvedValueOnce(organization([]));
    await renderHint();
    expect(await screen.findByText(/Ein Administrator Ihrer Organisation/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing once the company has a service area', async () => {
    role.value = 'admin';
    call.mockResolvedValueOnce(organization(['10', '12']));
    await renderHint();
    await vi.waitFor(() =>
      expect(client.getQueryState(ownOrganizationKey)?.status).toBe('success'),
    );
    expect(screen.queryByText('Kein Einsatzgebiet festgelegt')).toBeNull();
  });
});
