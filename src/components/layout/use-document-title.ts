import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setPageTitle } from '@/lib/document-title';
import { useCurrentRouteMeta } from './use-navigation';

const NOT_FOUND = msg`Seite nicht gefunden`;

/**
 * Seed §2: the page title is the route's title, otherwise the default. An unknown path matches
 * no route of its own (at most a parent, fuzzily, that renders the not-found page): the tab says
 * what the page says, "Seite nicht gefunden" (issue 10.15).
 */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const meta = useCurrentRouteMeta();
  // Only the root matched; or a path below a route matched it fuzzily (`/settings/account/x`):
  // the router then flags the route rendering the not-found page with `_notFound`.
  const notFound = useMatches({
    select: (matches) =>
      matches.length <= 1 ||
      matches.some((match) => match.status === 'notFound' || match._notFound === true),
  });
  const title = notFound ? i18n._(NOT_FOUND) : meta?.title ? i18n._(meta.title) : null;
  useEffect(() => setPageTitle(title), [title]);
}
