import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from './components/layout/update-prompt';
import { followSession } from './lib/follow-session';
import { deviceLanguage, i18n, loadSignedInTexts } from './lib/i18n';
import { applyLanguage } from './lib/language';
import { followBrowserNetwork } from './lib/online';
import { startPersistence } from './lib/persisted-cache';
import { installSessionHandling, resumeSession } from './lib/session-lifecycle';
import { watchTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';
import { getSession, subscribeSession } from './lib/session';
import { queryClient } from './query-client';
import { loadChunksOfCurrentRoute, router } from './router';

/**
 * Queued writes replay from the first signed-in moment on (the API client refreshes an expired
 * token on its own); the queue, with Dexie and the encryption, is not loaded before (decision 021).
 */
function replayOutboxWhenSignedIn(): void {
  let started = false;
  const start = () => {
    if (started || !getSession()) return;
    started = true;
    void import('./lib/offline-writes/page-queue').then(({ startOutboxReplay }) =>
      startOutboxReplay(queryClient),
    );
  };
  start();
  subscribeSession(start);
}

async function bootstrap() {
  // Before anything asks: opened without network, the app knows it at once.
  followBrowserNetwork();
  const session = getSession();
  // A signed-in start shows a signed-in screen: the whole catalogue, not the login's part
  // (decision 067). Called first, so the language below loads the whole one at once.
  if (session) void loadSignedInTexts();
  await Promise.all([
    applyLanguage(deviceLanguage()),
    // Before the first render: what the user saw before is there at once, also offline.
    session && startPersistence(queryClient, session.user.id),
    // Meanwhile the screen's code arrives, rather than after the first render asks for it.
    loadChunksOfCurrentRoute(session !== null),
  ]);
  followSession(queryClient);
  installSessionHandling(queryClient);
  watchTheme();
  registerServiceWorker();
  replayOutboxWhenSignedIn();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  void resumeSession(queryClient);
}

void bootstrap();
