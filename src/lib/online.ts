/**
 * Whether the device is online, as TanStack Query sees it (it pauses requests while offline).
 * Its own default assumes "online" until an `offline` event arrives, so an app reopened without
 * network believed it was online: no offline mark, saves that waited for requests that could
 * only fail (issue 10). It now starts from what the browser knows and follows its events.
 */
import { onlineManager } from '@tanstack/query-core';
import { useSyncExternalStore } from 'react';

export function followBrowserNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
