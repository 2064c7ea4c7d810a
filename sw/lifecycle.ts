/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { SKIP_WAITING, type WorkerMessage } from '@/lib/worker-messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * A new version waits until the page asks for it (lib/service-worker `applyUpdate`), so it never
 * takes over in the middle of the user's work; once active it controls all open pages.
 */
export function handleLifecycle(): void {
  clientsClaim();
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as Partial<WorkerMessage> | null)?.type === SKIP_WAITING)
      void self.skipWaiting();
  });
}
