import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CirclePlus } from 'lucide-react';
import { useCreateSeries } from '@/features/series/api/create-series';
import { TransportCreatePage } from '@/features/transports/components/transport-create-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/transport/create')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'transport-create',
      title: msg`Transport erstellen`,
      parent: 'transport',
      order: 2,
      icon: CirclePlus,
    },
  },
  component: CreateRoute,
});

/** The order form, with series ordered through the series feature (built on transports). */
function CreateRoute() {
  return <TransportCreatePage orderSeries={useCreateSeries()} />;
}
