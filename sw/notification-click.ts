/**
 * Where a native notification's click leads (PRODUCT.md §5): to the transport's page in a window
 * of the app that is already open — focused, and brought to the link — or else in a new one. Only
 * paths of this app: a payload must never send the user elsewhere.
 */

/** The absolute URL of `link` if it is a path of this app (`origin`), else the app's start. */
export function appUrl(link: string | undefined, origin: string): string {
  const url = new URL(link ?? '/', origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

/** The parts of `Clients` and `WindowClient` this needs (a test passes its own). */
export type WindowClients = {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
};
export type AppWindow = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};

export async function showInWindow(clients: WindowClients, origin: string, url: string) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === origin);
  // A window already at the link only needs the focus.
  const open = ours.find((client) => client.url === url) ?? ours[0];
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  // Focus may be refused (no user activation): the window still goes to the link.
  await open.focus().catch(() => undefined);
  if (open.url !== url) await open.navigate(url).catch(() => clients.openWindow(url));
}
