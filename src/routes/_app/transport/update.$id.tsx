import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadTransport } from '@/features/transports/api/load-transport';
import { TransportUpdatePage } from '@/features/transports/components/transport-update-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/transport/update/$id')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  loader: ({ context, params }) => loadTransport(context.queryClient, params.id),
  staticData: {
    meta: {
      name: 'transport-update',
      title: msg`Transport bearbeiten`,
      parent: 'transport',
      visible: false,
    },
  },
  component: TransportUpdateRoute,
});

function TransportUpdateRoute() {
  const { id } = Route.useParams();
  return <TransportUpdatePage id={id} />;
}
