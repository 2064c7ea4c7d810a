/**
 * Where a list was left: its search, sort, filters and page as they were in the URL (issue 10).
 * Saving, cancelling or going back from a record returns to the list as the user left it, not to
 * its first page. Kept in the page's memory only (the search may hold a patient's name) and
 * forgotten when the session ends.
 */
import type { RegisteredRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSession, subscribeSession } from './session';

type RoutesByPath = RegisteredRouter['routesByPath'];
/** What a link to the list at `Path` takes as its search (an index route's path ends in "/"). */
type SearchOf<Path extends string> = `${Path}/` extends keyof RoutesByPath
  ? RoutesByPath[`${Path}/`]['types']['fullSearchSchemaInput']
  : Path extends keyof RoutesByPath
    ? RoutesByPath[Path]['types']['fullSearchSchemaInput']
    : never;

const lastSearches = new Map<string, unknown>();

subscribeSession(() => {
  if (!getSession()) lastSearches.clear();
});

/** Remembers the list at `path` showing `search`, for as long as it is shown. */
export function useListReturn<Path extends string>(path: Path, search: SearchOf<Path>): void {
  useEffect(() => {
    lastSearches.set(path, search);
  }, [path, search]);
}

/** The search the list at `path` was last shown with; none before it was shown. */
export function listReturnSearch<Path extends string>(path: Path): SearchOf<Path> | undefined {
  return lastSearches.get(path) as SearchOf<Path> | undefined;
}
