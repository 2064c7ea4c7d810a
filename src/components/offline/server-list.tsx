import {
  useQuery,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@/contract/common';
import { NetworkError } from '@/lib/api-error';

type ListOptions<T, TKey extends QueryKey> = UseSuspenseQueryOptions<Page<T>, Error, Page<T>, TKey>;

/**
 * A server list for a page that also works offline. With data — cached, or loaded by the route's
 * loader — it reads with `useSuspenseQuery`. Offline (or unreachable) with nothing on this
 * device it renders without a server page, so the user's pending creates and a "not on this
 * device yet" state show instead of a spinner that would never end (issue 10).
 */
export function ServerList<T, TKey extends QueryKey>({
  options,
  children,
}: {
  options: ListOptions<T, TKey>;
  children: (page: Page<T> | undefined, isFetching: boolean) => ReactNode;
}) {
  const { data, fetchStatus, error } = useQuery(options);
  const unavailable =
    data === undefined && (fetchStatus === 'paused' || error instanceof NetworkError);
  if (unavailable) return children(undefined, false);
  return <LoadedList options={options}>{children}</LoadedList>;
}

function LoadedList<T, TKey extends QueryKey>({
  options,
  children,
}: {
  options: ListOptions<T, TKey>;
  children: (page: Page<T>, isFetching: boolean) => ReactNode;
}) {
  const { data, isFetching } = useSuspenseQuery(options);
  return children(data, isFetching);
}
