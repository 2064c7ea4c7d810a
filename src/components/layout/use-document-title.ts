import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setPageTitle } from '@/lib/document-title';
import { useCurrentRouteMeta } from './use-navigation';

const NOT_FOUND_TITLE = msg`Seite nicht gefunden`;

/** Seed §2: the page title is the route's title, otherwise the default. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const meta = useCurrentRouteMeta();
  // Only the root matched: an unknown path; or a route reported that its record does not exist.
  const notFound = useMatches({
    select: (matches) =>
      matches.length <= 1 || matches.some((match) => match.status === 'notFound'),
  });
  const title = notFound ? i18n._(NOT_FOUND_TITLE) : meta?.title ? i18n._(meta.title) : null;
  useEffect(() => setPageTitle(title), [title]);
}
