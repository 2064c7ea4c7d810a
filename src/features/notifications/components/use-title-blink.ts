import { useEffect } from 'react';

/** Seed §4, §9: the tab title alternates with this every 3000 ms while unread ones wait. */
export const BLINK_TITLE = '🔔 Neue Benachrichtigung!';
export const BLINK_EVERY_MS = 3000;

export function useTitleBlink(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const normal = document.title;
    let showingNormal = true;
    const timer = setInterval(() => {
      showingNormal = !showingNormal;
      document.title = showingNormal ? normal : BLINK_TITLE;
    }, BLINK_EVERY_MS);
    return () => {
      clearInterval(timer);
      if (document.title === BLINK_TITLE) document.title = normal;
    };
  }, [active]);
}
