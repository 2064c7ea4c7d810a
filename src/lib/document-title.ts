/** The tab title: the page's title, otherwise the default (product name + "App", seed §1). */
export const DEFAULT_TITLE = 'Krankentransport App';

export function setPageTitle(title: string | null): void {
  document.title = title || DEFAULT_TITLE;
}
