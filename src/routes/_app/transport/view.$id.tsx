import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadTransport } from '@/features/transports/api/load-transport';
import { TransportViewPage } from '@/features/transports/components/transport-view-page';
import { renderCrewAction } from '@/features/crew';
import { renderDispatchAction } from '@/features/marketplace';
import { RideConfirmationPanel } from '@/features/ride-confirmation';
import { ArrivalLine } from '@/features/arrival';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/transport/view/$id')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
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
  // The crew's steps are queued with the time of the tap, as on "Heute" (decision 026); the
  // company hands the transport to a crew as in "Disponierte Transporte".
  return (
    <TransportViewPage
      id={id}
      renderAction={(action, transport) =>
        renderCrewAction(action, transport) ?? renderDispatchAction(action, transport)
      }
      aside={(transport) => (
        <>
          <ArrivalLine transport={transport} />
          <RideConfirmationPanel transport={transport} />
        </>
      )}
    />
  );
}
