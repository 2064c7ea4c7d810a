import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { useCallback } from 'react';
import * as v from 'valibot';
import { isCalendarDate } from '@/contract/dates';
import { TRANSPORT_CLASSES } from '@/contract/transport-class';
import { OnlyForTransportCompanies } from '@/components/layout/only-for-transport-companies';
import {
  MarketplacePage,
  openTransportsQueryOptions,
  scheduledTransportsQueryOptions,
  type MarketplaceFilters,
} from '@/features/marketplace';
import { loadList } from '@/lib/load-list';
import { getSession, useCurrentUser } from '@/lib/session';
import { loadAreaTexts } from '@/lib/i18n';

const day = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined);

const MarketplaceSearch = v.object({
  view: v.optional(v.fallback(v.picklist(['open', 'scheduled']), 'open')),
  from: day,
  to: day,
  transportClass: v.fallback(v.optional(v.picklist(TRANSPORT_CLASSES)), undefined),
  zipCode: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/))), undefined),
  fleet: v.fallback(v.optional(v.picklist(['fits'])), undefined),
  /** The transport a "new on the marketplace" notification points to (issue 27). */
  transport: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/_app/marketplace')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  validateSearch: MarketplaceSearch,
  loaderDeps: ({ search: { transport: _highlighted, ...search } }) => search,
  loader: ({ context, deps: { view, ...filters } }) => {
    // The server refuses other organisations (403); they see the explanation instead.
    if (getSession()?.user.organization.type.value !== 'T') return;
    return view === 'scheduled'
      ? loadList(context.queryClient, scheduledTransportsQueryOptions())
      : loadList(context.queryClient, openTransportsQueryOptions(filters));
  },
  staticData: {
    meta: {
      name: 'marketplace',
      title: msg`Marktplatz`,
      position: 'top',
      onlyTransportCompany: true,
      icon: Store,
      views: [
        {
          name: 'marketplace-open',
          title: msg`Offene Transporte`,
          to: '/marketplace',
          search: { view: 'open' },
          isDefault: true,
        },
        {
          name: 'marketplace-scheduled',
          title: msg`Disponierte Transporte`,
          to: '/marketplace',
          search: { view: 'scheduled' },
        },
      ],
    },
  },
  component: Marketplace,
});

function Marketplace() {
  const user = useCurrentUser();
  const { view = 'open', transport: highlightedId, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Filters change in place: no new history entry per choice.
  const onFiltersChange = useCallback(
    (next: MarketplaceFilters) => void navigate({ search: { view, ...next }, replace: true }),
    [navigate, view],
  );
  if (user.organization.type.value !== 'T') return <OnlyForTransportCompanies />;
  return (
    <MarketplacePage
      view={view}
      filters={filters}
      onFiltersChange={onFiltersChange}
      highlightedId={highlightedId}
    />
  );
}
