/**
 * Build-time rendering of a public screen (scripts/prerender.mjs; decision 062): the real route
 * tree at `path` in `language`, as HTML, with the page's title. Only signed-out screens: at
 * build time nobody is signed in, and nothing a user owns may be in a file every visitor gets.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Language } from './contract/messages';
import { DEFAULT_TITLE } from './lib/document-title';
import { routeTree } from './routeTree.gen';

const catalogues = {
  de: () => import('./locales/de/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

export async function renderPublicPage(
  path: string,
  language: Language,
): Promise<{ html: string; title: string }> {
  const { messages } = await catalogues[language]();
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const meta = router.state.matches.at(-1)?.staticData.meta;
  return { html, title: meta?.title ? i18n._(meta.title) : DEFAULT_TITLE };
}
