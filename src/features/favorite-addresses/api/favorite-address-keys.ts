import type { ListSearch } from '@/lib/list-search';

/** Query keys of favorite addresses (their queued writes touch `all`). */
export const favoriteAddressKeys = {
  all: ['favorite-addresses'] as const,
  lists: () => [...favoriteAddressKeys.all, 'list'] as const,
  list: (params: ListSearch) => [...favoriteAddressKeys.lists(), params] as const,
  detail: (id: string) => [...favoriteAddressKeys.all, 'detail', id] as const,
};
