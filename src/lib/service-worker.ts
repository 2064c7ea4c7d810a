/**
 * Registers the service worker (production builds only) and tells the UI when a new version is
 * waiting (PRODUCT.md §8: "update available — reload"). The page decides when it takes over.
 */
import { useSyncExternalStore } from 'react';
import { flushPersistence } from './persisted-cache';
import { SKIP_WAITING, type WorkerMessage } from './worker-messages';

/** Installed apps stay open for days; look for a new version now and then. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Should the new worker never take control, reload anyway: the page then runs the old one. */
const TAKEOVER_WAIT_MS = 10_000;

let updateAvailable = false;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean) {
  if (updateAvailable === value) return;
  updateAvailable = value;
  listeners.forEach((listener) => listener());
}

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

export function subscribeUpdateAvailable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribeUpdateAvailable, isUpdateAvailable, () => false);
}

/**
 * Registers once the page has loaded: installing the worker fetches the whole precache, which
 * must not compete with what the first screen needs (decision 021).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * The browser's own registration API (decision 130: workbox-window, 2.2 KiB on every screen,
 * was used for these three things only). A new version counts as waiting once it is installed
 * while an older one controls the page — found at start (installed by an earlier visit or
 * another tab) or when an update installs; the very first install activates at once and is no
 * update.
 */
async function register(): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    // Classic, not `type: 'module'`: the plugin bundles the worker into one file without imports,
    // and classic workers also run in browsers without module service workers.
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.error('Registering the service worker failed', error);
    return;
  }
  // A browser that blocks service workers (Playwright's `serviceWorkers: 'block'`, some
  // privacy settings) may answer with no registration: nothing to watch or update then.
  if (!(registration as ServiceWorkerRegistration | undefined)) return;
  watchForWaiting(registration);
  const checkForUpdate = () => void registration.update().catch(() => {});
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  window.addEventListener('online', checkForUpdate);
}

export function watchForWaiting(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) setUpdateAvailable(true);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

let reloading = false;

/**
 * Lets the waiting version take over and reloads once it controls the page. Queued changes live
 * in IndexedDB; the persisted cache (with paused mutations) is saved first so nothing is lost.
 */
export async function applyUpdate(): Promise<void> {
  await flushPersistence().catch((error: unknown) => {
    console.error('Saving the cache before the update failed', error);
  });
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  // Another tab may have activated it already: then this page only needs the new code.
  if (!waiting) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, TAKEOVER_WAIT_MS);
  waiting.postMessage({ type: SKIP_WAITING } satisfies WorkerMessage);
}
