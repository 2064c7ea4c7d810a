/**
 * Taking a browser off the network the way a tunnel or a dead spot does. `setOffline` covers the
 * pages but not the service worker's own requests (TOOLCHAIN.md), so the API is also refused for
 * every request of the context, the worker's included.
 */
import type { BrowserContext, Route } from 'playwright-core';

const cut = (route: Route) => route.abort('internetdisconnected');

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/v1/**', cut);
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/v1/**', cut);
  await context.setOffline(false);
}
