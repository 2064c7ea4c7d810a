import type { TransportListParams } from '@/contract/transport-api';

/** Query keys of the transports feature (its queued writes and actions touch `all`). */
export const transportKeys = {
  all: ['transports'] as const,
  lists: () => [...transportKeys.all, 'list'] as const,
  list: (params: TransportListParams) => [...transportKeys.lists(), params] as const,
  details: () => [...transportKeys.all, 'detail'] as const,
  detail: (id: string) => [...transportKeys.details(), id] as const,
  events: (id: string) => [...transportKeys.all, 'events', id] as const,
  access: (id: string) => [...transportKeys.all, 'access', id] as const,
  /** The order form's draft, kept in the encrypted persisted cache (see order-draft.ts). */
  draft: (formId: string) => ['transport-drafts', formId] as const,
};
