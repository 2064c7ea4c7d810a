import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { clearSession, setSession, type StoredSession } from '@/lib/session';
import { TeamCreatePage } from './team-pages';
import { UserCreatePage } from './user-pages';

const call = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: [], total_rows: 0 })));
vi.mock('@/lib/api-client', () => ({ call }));

const session = (role: 'admin' | 'member') =>
  ({
    access_token: 't',
    expire: Math.floor(Date.now() / 1000) + 600,
    user: {
      id: 'u1',
      role,
      language: 'de',
      teams: [],
      organization: { id: 'o', name: 'Klinik', type: { value: 'MD' } },
    },
  }) as unknown as StoredSession;

async function open(page: React.ReactNode, role: 'admin' | 'member') {
  setSession(session(role));
  await renderInRouter(
    <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe.each([
  ['a team', <TeamCreatePage key="team" />],
  ['a user', <UserCreatePage key="user" />],
])('the page that creates %s, opened by URL', (_what, page) => {
  it('tells a member at once that it is for admins, and offers no form', async () => {
    await open(page, 'member');
    await screen.findByText('Nur für Administratoren');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Zu Teams und Benutzern' })).toBeTruthy();
  });

  it('offers an admin its form', async () => {
    await open(page, 'admin');
    expect((await screen.findAllByRole('textbox')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nur für Administratoren')).toBeNull();
  });
});
