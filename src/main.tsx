import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from './components/layout/update-prompt';
import { followSession } from './lib/follow-session';
import { deviceLanguage, i18n } from './lib/i18n';
import { applyLanguage } from './lib/language';
import { startOutboxReplay } from './lib/offline-writes/page-queue';
import { followBrowserNetwork } from './lib/online';
import { startPersistence } from './lib/query-persistence';
import { installSessionHandling, resumeSession } from './lib/session-lifecycle';
import { watchTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';
import { getSession } from './lib/session';
import { queryClient } from './query-client';
import { router } from './router';

async function bootstrap() {
  // Before anything asks: opened without network, the app knows it at once.
  followBrowserNetwork();
  const session = getSession();
  await Promise.all([
    applyLanguage(deviceLanguage()),
    // Before the first render: what the user saw before is there at once, also offline.
    session && startPersistence(queryClient, session.user.id),
  ]);
  followSession(queryClient);
  installSessionHandling(queryClient);
  watchTheme();
  registerServiceWorker();
  // Queued writes replay from now on; the API client refreshes an expired token on its own.
  startOutboxReplay(queryClient);
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
