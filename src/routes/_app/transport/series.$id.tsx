import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { seriesQueryOptions } from '@/features/series/api/get-series';
import { SeriesViewPage } from '@/features/series/components/series-view-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/transport/series/$id')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
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
