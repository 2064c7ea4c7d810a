import { lazy, Suspense, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastContentData, ToastSeverity } from './toast-content';

/** How long a realtime notification toast stays, in milliseconds (seed §7, §9). */
export const TOAST_LIFE = 10_000;

/** A confirmation ("Patient Müller angelegt") is read at a glance and gets out of the way. */
export const CONFIRMATION_LIFE = 4_000;

const DEFAULT_LIFE: Record<ToastSeverity, number> = {
  contrast: TOAST_LIFE,
  error: TOAST_LIFE,
  info: TOAST_LIFE,
  success: CONFIRMATION_LIFE,
};

export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 4 });

export type ShowToastOptions = {
  title: string;
  message?: string;
  severity?: ToastSeverity;
  /**
   * Milliseconds until it closes by itself; 0 keeps it until closed. Confirmations (`success`)
   * default to 4000, everything else to 10000.
   */
  life?: number;
};

/**
 * Shows toasts in the region (bottom centre; on phones at the top, clear of the form's buttons).
 * Texts arrive translated. Hovering or focusing the region pauses the timers, so nobody loses a
 * message they are reading. The same message twice shows once, its time starting again.
 */
export const toast = {
  show({ title, message, severity = 'contrast', life }: ShowToastOptions): string {
    for (const shown of toastQueue.visibleToasts) {
      const { content } = shown;
      if (content.title === title && content.message === message && content.severity === severity)
        toastQueue.close(shown.key);
    }
    const timeout = life ?? DEFAULT_LIFE[severity];
    return toastQueue.add({ title, message, severity }, timeout > 0 ? { timeout } : {});
  },
  close(key: string): void {
    toastQueue.close(key);
  },
  clear(): void {
    toastQueue.clear();
  },
};

const loadToastList = () => import('./toast-list');
const ToastList = lazy(loadToastList);

/**
 * Fetches the region's code ahead of its first toast. Signed-in screens call it once they are
 * shown: a crew that opened the app and then lost the network still gets its "saved, will be
 * sent" toast — a chunk first asked for offline would fail and take the page down with it.
 */
export function preloadToastRegion(): void {
  void loadToastList().catch(() => {
    // Offline already: the service worker's precache serves it once it controls the page.
  });
}

/**
 * Mount once near the root of the app (inside Lingui's I18nProvider). The region's code arrives
 * with the first toast: most screens never show one (decision 021).
 */
export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue<ToastContentData> }) {
  const shown = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  return shown ? (
    <Suspense>
      <ToastList queue={queue} />
    </Suspense>
  ) : null;
}
