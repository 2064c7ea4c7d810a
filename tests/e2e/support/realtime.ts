/**
 * Which realtime channels a page has subscribed to, read from its WebSocket frames: a test waits
 * for the subscription before another party acts, instead of guessing how long it takes on a
 * loaded machine (an event sent before it reaches nobody; decision 052 fetches again then, but a
 * toast is only for what is heard live).
 */
import type { Page } from 'playwright-core';

const SUBSCRIBED = 'pusher_internal:subscription_succeeded';
const subscriptions = new WeakMap<Page, { channels: string[]; changed: Set<() => void> }>();

export function watchSubscriptions(page: Page): void {
  const seen = { channels: [] as string[], changed: new Set<() => void>() };
  subscriptions.set(page, seen);
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes(SUBSCRIBED)) return;
      const { event, channel } = JSON.parse(payload) as { event: string; channel?: string };
      if (event !== SUBSCRIBED || !channel) return;
      seen.channels.push(channel);
      for (const notify of seen.changed) notify();
    }),
  );
}

/**
 * Resolves once the page has subscribed to a channel starting with each prefix (e.g.
 * `private-user.`, `private-org.`) since `since` subscriptions — by default since it opened.
 */
export function subscribedTo(page: Page, prefixes: string[], since = 0): Promise<void> {
  const seen = subscriptions.get(page);
  if (!seen) throw new Error('The page was not opened through openBrowser().');
  const done = () =>
    prefixes.every((prefix) =>
      seen.channels.slice(since).some((channel) => channel.startsWith(prefix)),
    );
  return new Promise((resolve, reject) => {
    if (done()) return resolve();
    const timer = setTimeout(() => {
      seen.changed.delete(check);
      reject(new Error(`No subscription to ${prefixes.join(', ')} within 30 s.`));
    }, 30_000);
    const check = () => {
      if (!done()) return;
      clearTimeout(timer);
      seen.changed.delete(check);
      resolve();
    };
    seen.changed.add(check);
  });
}

/** How many subscriptions the page has seen: pass it to `subscribedTo` to wait for newer ones. */
export const subscriptionCount = (page: Page): number =>
  subscriptions.get(page)?.channels.length ?? 0;
