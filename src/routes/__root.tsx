import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  type NavigateOptions,
  type ToOptions,
  useRouter,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { UiLocaleProvider } from '@/components/ui/locale-provider';
import { useEffect } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteError } from '@/components/layout/route-error';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useShortcuts } from '@/components/layout/use-shortcuts';
import { ToastRegion } from '@/components/ui/toast';
import { subscribeSession } from '@/lib/session';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
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
