import type { Language } from '@/contract/messages';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The lists in every language: what marking one read makes stale. */
  lists: () => [...notificationKeys.all, 'list'] as const,
  /**
   * The server writes the list in the account's language of today (decision 055): a change of
   * it is a list of its own, fetched on the change rather than shown from the cache in the old.
   */
  list: (language: Language) => [...notificationKeys.lists(), language] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  config: () => ['config'] as const,
};
