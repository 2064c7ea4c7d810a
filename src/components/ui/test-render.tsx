/** Test helpers: render inside Lingui's provider with an empty catalogue (German source text). */
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';

export function renderWithI18n(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  i18n.loadAndActivate({ locale, messages: {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Renders `ui` as the one page of a router in memory: for parts that use the router, such as
 * every app form (it asks before unsaved input is left). Resolves once the page is on screen.
 */
export async function renderInRouter(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <div data-testid="routed-page">{ui}</div> }),
    history: createMemoryHistory(),
  });
  await router.load();
  const result = renderWithI18n(<RouterProvider router={router} />, locale);
  await screen.findByTestId('routed-page');
  return result;
}
