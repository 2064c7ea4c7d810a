import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  type NavigateOptions,
  type ToOptions,
  useRouter,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { UiLocaleProvider } from '@/components/ui/locale-provider';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useShortcuts } from '@/components/layout/use-shortcuts';
import { ToastRegion } from '@/components/ui/toast';
import { subscribeSession } from '@/lib/session';

export type RouterContext = { queryClient: QueryClient };

/**
 * The error and not-found views load when first shown: in the entry they took the kit's button
 * (react-aria's press handling, the class merger) into what index.html preloads (decision 110).
 * Offline, the service worker's precache serves their chunks like every other screen's.
 */
const RouteError = lazyRouteComponent(
  () => import('@/components/layout/route-error'),
  'RouteError',
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: lazyRouteComponent(
    () => import('@/components/layout/not-found-page'),
    'NotFoundPage',
  ),
  errorComponent: RouteError,
});

function Root() {
  useDocumentTitle();
  useShortcuts();
  const router = useRouter();
  // Signed in or out elsewhere (another tab, an ended session): the guards decide again.
  useEffect(() => subscribeSession(() => void router.invalidate()), [router]);
  // react-aria links (menu items, buttons with href) navigate through the router.
  return (
    <AriaRouterProvider
      navigate={(to, options) => void router.navigate({ ...to, ...options })}
      useHref={(to) => router.buildLocation(to).href}
    >
      <UiLocaleProvider>
        <Outlet />
        <ToastRegion />
      </UiLocaleProvider>
    </AriaRouterProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions;
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}
