/**
 * The tab title: the page's title, otherwise the default (product name + "App", seed §1). Kept
 * in one place so the notification blink (seed §4) can alternate with it.
 */
export const DEFAULT_TITLE = 'Krankentransport App';

let pageTitle: string = DEFAULT_TITLE;

export function setPageTitle(title: string | null): void {
  pageTitle = title || DEFAULT_TITLE;
  document.title = pageTitle;
}

export function getPageTitle(): string {
  return pageTitle;
}
