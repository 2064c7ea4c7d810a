import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Truck } from 'lucide-react';
import { useCallback } from 'react';
import { transportsListQueryOptions } from '@/features/transports/api/list-transports';
import { PlannedTransportsPage } from '@/features/transports/components/planned-transports-page';
import {
  transportListParams,
  TransportListSearchSchema,
  type TransportListSearch,
} from '@/features/transports/transport-list-search';
import { loadList } from '@/lib/load-list';

export const Route = createFileRoute('/_app/')({
  validateSearch: TransportListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadList(context.queryClient, transportsListQueryOptions(transportListParams(deps))),
  staticData: {
    meta: {
      name: 'transport',
      title: msg`Geplante Transporte`,
      navTitle: msg`Transporte`,
      position: 'top',
      icon: Truck,
      views: [{ name: 'planned-transports', title: msg`Geplante Transporte`, to: '/' }],
    },
  },
  component: PlannedTransportsRoute,
});

function PlannedTransportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Filters, search, sort and page change in place: no new history entry per keystroke.
  const onSearchChange = useCallback(
    (next: Partial<TransportListSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  return <PlannedTransportsPage search={search} onSearchChange={onSearchChange} />;
}
