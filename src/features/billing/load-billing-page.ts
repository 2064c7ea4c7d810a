/**
 * The route's loader: what the shown part of `/settings/billing` needs, for who the user is.
 * Invoices and prices are for administrators (PRODUCT.md §7), prices for transport companies.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadList } from '@/lib/load-list';
import type { StoredSession } from '@/lib/session';
import { billingProfileQueryOptions } from './api/billing-profile';
import { invoiceQueryOptions } from './api/get-invoice';
import { invoicesQueryOptions } from './api/list-invoices';
import { priceListsQueryOptions } from './api/price-lists';
import { invoiceListParams, type BillingSearch, type BillingTab } from './billing-search';

type User = StoredSession['user'];

/** The parts a user sees, in the order of the tabs; members see none (the server says 403). */
export function billingTabsFor(user: User): BillingTab[] {
  if (user.role !== 'admin') return [];
  return user.organization.type.value === 'T'
    ? ['invoices', 'prices', 'profile']
    : ['invoices', 'profile'];
}

/** The part shown: the one asked for if the user may see it, else the first (none for members). */
export function shownTab(user: User, asked: BillingTab | undefined): BillingTab | undefined {
  const tabs = billingTabsFor(user);
  return asked && tabs.includes(asked) ? asked : tabs[0];
}

export async function loadBillingPage(
  queryClient: QueryClient,
  user: User | undefined,
  search: BillingSearch,
): Promise<void> {
  const tab = user && shownTab(user, search.tab);
  if (!tab) return;
  if (tab === 'profile')
    return void (await queryClient.prefetchQuery(billingProfileQueryOptions()));
  if (tab === 'prices') return void (await queryClient.prefetchQuery(priceListsQueryOptions()));
  // The draft is computed on demand by its own view; an opened invoice is loaded with the list.
  if (search.invoice)
    return void (await queryClient.prefetchQuery(invoiceQueryOptions(search.invoice)));
  if (!search.draft) await loadList(queryClient, invoicesQueryOptions(invoiceListParams(search)));
}
