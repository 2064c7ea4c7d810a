/** The tab title: the page's title, otherwise the default (product name + "App", seed §1). */
export const DEFAULT_TITLE = 'Krankentransport App';

let routeTitle: string | null = null;
let heldTitle: string | null = null;

const apply = () => {
  document.title = heldTitle || routeTitle || DEFAULT_TITLE;
};

/** The route's title (use-document-title.ts), or none for the default. */
export function setPageTitle(title: string | null): void {
  routeTitle = title;
  apply();
}

/**
 * A page that knows more than its route holds its own title while it is shown — the invitation's
 * welcome on the password link's route (issue 27.16) — whatever order the effects run in. The
 * route's title comes back with the returned release.
 */
export function holdPageTitle(title: string): () => void {
  heldTitle = title;
  apply();
  return () => {
    if (heldTitle === title) heldTitle = null;
    apply();
  };
}
