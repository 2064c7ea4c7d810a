/**
 * A transport this user may no longer see — given back by their company, or answered 404 — leaves
 * this device's cache at once (issue 27): its record, history and access log, and its rows in
 * every cached list, so neither the open page nor the persisted cache keeps the patient.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { transportKeys } from './transport-keys';

export async function forgetTransport(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.setQueriesData<Page<Transport>>({ queryKey: transportKeys.lists() }, (page) =>
    page?.data.some((transport) => transport.id === id)
      ? { ...page, data: page.data.filter((transport) => transport.id !== id) }
      : page,
  );
  queryClient.removeQueries({ queryKey: transportKeys.events(id), exact: true });
  queryClient.removeQueries({ queryKey: transportKeys.access(id), exact: true });
  // Reset, not removed: an open page observing it falls back to its (now empty) initial data and
  // asks again, and shows the server's 404 instead of the old record.
  await queryClient.resetQueries({ queryKey: transportKeys.detail(id), exact: true });
}
