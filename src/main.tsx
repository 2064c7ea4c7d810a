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
import { installSessionHandling, resumeSession } from './lib/session-lifecycle';
import { watchTheme } from './lib/theme';
import { startPersistence } from './lib/persister';
import { registerServiceWorker } from './lib/service-worker';
import { getSession } from './lib/session';
import { registerQueuedWrites, startQueueReplay } from './offline-queue';
import { queryClient } from './query-client';
import { router } from './router';

async function bootstrap() {
  // Before the restore: resumed offline saves need their mutation defaults.
  registerQueuedWrites(queryClient);
  const session = getSession();
  await Promise.all([
    applyLanguage(deviceLanguage()),
    // Before the first render: what the user saw before is there at once, also offline.
    session && startPersistence(queryClient, session.user.id),
  ]);
  followSession(queryClient);
  installSessionHandling();
  watchTheme();
  registerServiceWorker();
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
  void resumeSession().then(() => startQueueReplay(queryClient));
}

void bootstrap();
