import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthAnswer } from '@/contract/auth';
import { clearSession, setSession } from '@/lib/session';
import { useShortcuts } from './use-shortcuts';

const anna = {
  access_token: 'token-anna',
  expire: 2_000_000_000,
  user: { id: 'anna', organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
} as AuthAnswer;

/** The shortcuts at the root, as routes/__root has them, over pages that may still be loading. */
function appRouter() {
  const root = createRootRoute({
    component: function Root() {
      useShortcuts();
      return <Outlet />;
    },
  });
  const page = (path: string, name: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{name}</h1> });
  return createRouter({
    routeTree: root.addChildren([
      page('/', 'Start'),
      page('/directory/favorite-addresses/create', 'Favorit anlegen'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

afterEach(() => clearSession());

describe('the signed-in shortcuts', () => {
  it('answer at the root as soon as a session exists (no wait for the layout)', async () => {
    setSession(anna);
    const router = appRouter();
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Start' });
    const pressed = fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    expect(pressed).toBe(false);
    await screen.findByRole('heading', { name: 'Favorit anlegen' });
  });

  it("leave the browser's own action to a signed-out page", async () => {
    const router = appRouter();
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Start' });
    expect(fireEvent.keyDown(window, { key: 'f', ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});
