import type { ListSearch } from '@/lib/list-search';

/** Query keys of the patients feature (its queued writes touch `all`). */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (params: ListSearch) => [...patientKeys.lists(), params] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
};
