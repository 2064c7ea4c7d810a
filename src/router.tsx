import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  // A link that marks an item scrolls to it itself; the router's reset to the top would undo that
  // (issue 27.11: the marketplace opened from a notification, on a phone).
  scrollRestoration: ({ location }) => !marksAnItem(location),
});

/** `/marketplace?transport=…`: the page scrolls to the marked card (marketplace-item-card.tsx). */
function marksAnItem(location: { pathname: string; search: { transport?: unknown } }): boolean {
  return location.pathname === '/marketplace' && Boolean(location.search.transport);
}

/**
 * Fetches the code of the screen the app opens on, alongside the language and the persisted
 * cache, instead of after the first render. Only the code: loaders wait for the restored cache.
 * A screen behind the other guard (`_app` needs a session, `_public` none) would redirect, so
 * its code is not fetched.
 */
export async function loadChunksOfCurrentRoute(signedIn: boolean): Promise<void> {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const guard = signedIn ? '/_public' : '/_app';
  if (routes.some((route) => route.id === guard)) return;
  await Promise.all(routes.map((route) => router.loadRouteChunk(route))).catch(() => {
    // The router loads (and reports) it again when it renders the screen.
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
