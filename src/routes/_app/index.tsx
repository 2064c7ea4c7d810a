import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Truck } from 'lucide-react';
import { lazy, useCallback } from 'react';
import * as v from 'valibot';
import { shiftAt, todayTransportsQueryOptions } from '@/features/crew';
import { transportsListQueryOptions } from '@/features/transports/api/list-transports';
import { transportListParams } from '@/features/transports/transport-list-params';
import {
  TransportListSearchSchema,
  type TransportListSearch,
} from '@/features/transports/transport-list-search';
import { useListReturn } from '@/lib/list-return';
import { loadList } from '@/lib/load-list';

/**
 * The two views share the route but little code: each is fetched by the loader beside its data,
 * so the crew's phone does not load the ward's table and filters, nor the ward the crew's shift
 * (decision 060).
 */
const loadCrewToday = () =>
  import('@/features/crew/components/crew-today-page').then((module) => ({
    default: module.CrewTodayPage,
  }));
const loadPlannedTransports = () =>
  import('@/features/transports/components/planned-transports-page').then((module) => ({
    default: module.PlannedTransportsPage,
  }));
const CrewTodayPage = lazy(loadCrewToday);
const PlannedTransportsPage = lazy(loadPlannedTransports);

export const Route = createFileRoute('/_app/')({
  validateSearch: v.object({
    ...TransportListSearchSchema.entries,
    // The crew's shift on the phone ("Heute", issue 8) is a view of the transports.
    view: v.fallback(v.optional(v.picklist(['today'])), undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: { view, ...deps } }) => {
    if (view === 'today') {
      await Promise.all([
        loadCrewToday(),
        loadList(context.queryClient, todayTransportsQueryOptions(shiftAt(new Date()))),
      ]);
    } else {
      await Promise.all([
        loadPlannedTransports(),
        loadList(context.queryClient, transportsListQueryOptions(transportListParams(deps))),
      ]);
    }
  },
  staticData: {
    meta: {
      name: 'transport',
      title: msg`Geplante Transporte`,
      navTitle: msg`Transporte`,
      position: 'top',
      icon: Truck,
      views: [
        {
          name: 'planned-transports',
          title: msg`Geplante Transporte`,
          to: '/',
          search: { view: undefined },
          isDefault: true,
        },
        {
          name: 'crew-today',
          title: msg`Heute`,
          to: '/',
          search: { view: 'today' },
          onlyTransportCompany: true,
        },
      ],
    },
  },
  component: PlannedTransportsRoute,
});

function PlannedTransportsRoute() {
  const search = Route.useSearch();
  useListReturn('/', search);
  const navigate = Route.useNavigate();
  // Filters, search, sort and page change in place: no new history entry per keystroke.
  const onSearchChange = useCallback(
    (next: Partial<TransportListSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  if (search.view === 'today') return <CrewTodayPage />;
  return <PlannedTransportsPage search={search} onSearchChange={onSearchChange} />;
}
