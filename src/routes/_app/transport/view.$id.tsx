import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadTransport } from '@/features/transports/api/load-transport';
import { TransportViewPage } from '@/features/transports/components/transport-view-page';

export const Route = createFileRoute('/_app/transport/view/$id')({
  loader: ({ context, params }) => loadTransport(context.queryClient, params.id, true),
  staticData: {
    meta: {
      name: 'transport-view',
      title: msg`Transport`,
      parent: 'transport',
      visible: false,
    },
  },
  component: TransportViewRoute,
});

function TransportViewRoute() {
  const { id } = Route.useParams();
  return <TransportViewPage id={id} />;
}
