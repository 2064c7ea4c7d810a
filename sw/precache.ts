/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The static shell (built JS/CSS/HTML, fonts, icons) — no user data. API responses are never
 * cached: no route of this worker matches `/v1`, so those requests go straight to the network.
 */
export function precacheAppShell(): void {
  cleanupOutdatedCaches();
  precacheAndRoute(self.__WB_MANIFEST);
}
