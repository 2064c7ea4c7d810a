import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { seriesQueryOptions } from '@/features/transports/api/get-series';
import { SeriesViewPage } from '@/features/transports/components/series-view-page';

export const Route = createFileRoute('/_app/transport/series/$id')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(seriesQueryOptions(params.id)),
  staticData: {
    meta: {
      name: 'transport-series',
      title: msg`Serie`,
      parent: 'transport',
      visible: false,
    },
  },
  component: SeriesRoute,
});

function SeriesRoute() {
  const { id } = Route.useParams();
  return <SeriesViewPage id={id} />;
}
