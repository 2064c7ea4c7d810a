import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/session';
import { useQuery } from '@tanstack/react-query';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';
import type { SeriesOrderData } from '@/contract/transport-series';
import { transportWrites } from '../api/transport-writes';
import { draftFormId } from '../order-draft';
import { emptyOrderForm } from '../order-form-values';
import { presetOrder } from '../order-presets';
import { OrderForm } from './order-form';

/**
 * Ordering a transport (Ctrl+T). The id is made here, so an order made offline has it too and is
 * queued like a patient: sent once when the network is back, never twice. A series order goes to
 * `orderSeries`, which the route brings from the series feature (built on this one, so handed in
 * rather than imported).
 */
export function TransportCreatePage({
  orderSeries,
}: {
  orderSeries: (id: string, data: SeriesOrderData) => Promise<void>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const [id] = useState(() => crypto.randomUUID());
  // The ward orders for its own department: the user's first team, changeable in the form.
  const ownTeam = useCurrentUser().teams?.[0];
  // The presets wait for the organisation (from the persisted cache when offline): a form made
  // before it arrived would keep empty defaults.
  const organization = useQuery(ownOrganizationQueryOptions());
  if (organization.isPending && organization.fetchStatus === 'fetching') return null;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={<Trans>Transport bestellen</Trans>}
        description={
          <Trans>Alle Felder sind mit der Tastatur erreichbar: Tab, Tippen, Enter.</Trans>
        }
      />
      <OrderForm
        mode="create"
        defaultValues={presetOrder(emptyOrderForm(ownTeam?.id), organization.data, ownTeam)}
        draftId={draftFormId()}
        baseVersion={null}
        submitLabel={<Trans>Transport bestellen</Trans>}
        onSaveSeries={(data) => orderSeries(id, data)}
        onSave={async (data) => {
          const outcome = await save(transportWrites.create(id, data), t`Transport bestellt`);
          if (outcome.state === 'saved' || outcome.state === 'queued') {
            await navigate({ to: '/transport/view/$id', params: { id } });
          }
        }}
      />
    </div>
  );
}
