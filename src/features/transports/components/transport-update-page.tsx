import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { RecordAttention } from '@/components/offline/record-attention';
import { RecordGate } from '@/components/offline/record-gate';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { transportWrites } from '../api/transport-writes';
import { useTransport } from '../api/use-transport';
import { draftFormId } from '../order-draft';
import { orderFormValues } from '../order-form-values';
import { OrderForm } from './order-form';

/** Changing an order until a crew sets off (the lifecycle's `edit`); the company is told. */
export function TransportUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const { query, entries, transport } = useTransport(id);
  return (
    <RecordGate query={query} record={transport} notFoundTitle={t`Transport nicht gefunden`}>
      {(transport) => (
        <div className="flex max-w-4xl flex-col gap-4">
          <PageHeader
            title={<Trans>Transport {transport.number} bearbeiten</Trans>}
            className="pb-2"
          />
          <RecordAttention
            entries={entries}
            recordEntries={entriesOfRecord(entries, transportWrites.recordType, id)}
            fields={[]}
          />
          {transport.pending || transport.actions.includes('edit') ? (
            <OrderForm
              key={`${transport.id}:${transport.version}`}
              mode="update"
              defaultValues={orderFormValues(transport)}
              draftId={draftFormId(transport.id)}
              baseVersion={transport.version}
              submitLabel={<Trans>Änderungen speichern</Trans>}
              onSave={async (data) => {
                const outcome = await save(
                  transportWrites.update(id, data, transport.version),
                  t`Transport ${transport.number} gespeichert`,
                );
                if (outcome.state !== 'refused') {
                  await navigate({ to: '/transport/view/$id', params: { id } });
                }
              }}
            />
          ) : (
            <EmptyState icon={Lock} title={t`Nicht mehr änderbar`}>
              <Trans>
                Ein Transport kann nur geändert werden, solange er offen oder angenommen ist.
              </Trans>
            </EmptyState>
          )}
        </div>
      )}
    </RecordGate>
  );
}
