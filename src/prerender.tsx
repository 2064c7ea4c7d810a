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

// The part the login loads in the browser (decision 067): a text it lacks fails the build.
const catalogues = {
  de: () => import('./locales/de/messages.po?part=public'),
  en: () => import('./locales/en/messages.po?part=public'),
};

export async function renderPublicPage(
  path: string,
  language: Language,
): Promise<{ html: string; title: string }> {
  const { messages } = await catalogues[language]();
  i18n.loadAndActivate({ locale: language, messages });
  const missing = new Set<string>();
  const unsubscribe = i18n.on('missing', ({ id }) => missing.add(id));
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
  const title = meta?.title ? i18n._(meta.title) : DEFAULT_TITLE;
  unsubscribe();
  if (missing.size > 0)
    throw new Error(`${path} shows messages its catalogue part lacks: ${[...missing].join(', ')}`);
  return { html, title };
}
