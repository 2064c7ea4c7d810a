import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  RouterProvider,
  useBlocker,
  useRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { AuthAnswer } from '@/contract/auth';
import { clearSession, getSession, setSession, subscribeSession, useSession } from '@/lib/session';
import { loginRedirect } from '@/lib/session-ended-elsewhere';
import { LeaveForLogin } from './leave-for-login';

const anna = {
  access_token: 'token-anna',
  expire: 2_000_000_000,
  user: { id: 'anna', organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
} as AuthAnswer;

/** The app's shape: the root re-runs the guards when the session changes (routes/__root). */
function appRouter(unsavedInput: boolean) {
  const root = createRootRoute({
    component: function Root() {
      const router = useRouter();
      useEffect(() => subscribeSession(() => void router.invalidate()), [router]);
      return <Outlet />;
    },
  });
  const signedIn = createRoute({
    getParentRoute: () => root,
    id: 'app',
    beforeLoad: ({ location }) => {
      if (!getSession()) throw redirect(loginRedirect(location.href));
    },
    component: function Layout() {
      return useSession() ? <Outlet /> : <LeaveForLogin />;
    },
  });
  const account = createRoute({
    getParentRoute: () => signedIn,
    path: '/settings/account',
    component: function AccountPage() {
      // A form with unsaved input asks before it is left (components/form).
      useBlocker({ shouldBlockFn: () => unsavedInput, withResolver: true });
      return <h1>Konto bearbeiten</h1>;
    },
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    component: () => <h1>Anmelden</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([signedIn.addChildren([account]), login]),
    history: createMemoryHistory({ initialEntries: ['/settings/account'] }),
  });
}

async function showAccountPage({ unsavedInput = false } = {}) {
  setSession(anna);
  const router = appRouter(unsavedInput);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Konto bearbeiten' });
  return router;
}

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the signed-in layout when the session ends under it', () => {
  it('goes to the login page that says why and returns to the page (ended by the server)', async () => {
    const router = await showAccountPage();
    act(() => clearSession('ended-elsewhere'));
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({
      redirect: '/settings/account',
      signedOut: true,
    });
  });

  it('is not held up by a form with unsaved input, which went with the session', async () => {
    const router = await showAccountPage({ unsavedInput: true });
    act(() => clearSession('ended-elsewhere'));
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.search).toMatchObject({ signedOut: true });
  });

  it('says nothing about the server after a logout by hand', async () => {
    const router = await showAccountPage();
    act(() => clearSession());
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.search).toEqual({ redirect: '/settings/account' });
  });
});
