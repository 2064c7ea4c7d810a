/** Query keys of favorite addresses; the root is the queued-write resource name. */
export type FavoriteAddressListParams = {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
};

export const favoriteAddressKeys = {
  all: ['favorite-addresses'] as const,
  lists: () => [...favoriteAddressKeys.all, 'list'] as const,
  list: (params: FavoriteAddressListParams) => [...favoriteAddressKeys.lists(), params] as const,
  detail: (id: string) => [...favoriteAddressKeys.all, 'detail', id] as const,
};
