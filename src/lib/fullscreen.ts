/** Fullscreen toggle of the header (seed §4); failures are only logged, in German (seed §8). */
import { useSyncExternalStore } from 'react';

export async function toggleFullscreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch (error) {
    console.error('Der Vollbildmodus konnte nicht umgeschaltet werden:', error);
  }
}

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('fullscreenchange', listener);
      return () => document.removeEventListener('fullscreenchange', listener);
    },
    () => document.fullscreenElement !== null,
    () => false,
  );
}
