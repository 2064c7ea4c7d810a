/**
 * Navigations the worker must leave to the network: the API, the realtime endpoint, the health
 * checks and files (anything whose last path segment has an extension). Workbox matches these
 * against pathname + search.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/v1(?:[/?]|$)/,
  /^\/app(?:[/?]|$)/,
  /^\/(?:healthz|readyz)(?:\?|$)/,
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/,
];

/** Whether a navigation to this path (with search) is one of the app's own pages. */
export function isAppNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
