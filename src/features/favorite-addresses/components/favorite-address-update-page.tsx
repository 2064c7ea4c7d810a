import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { RecordAttention } from '@/components/offline/record-attention';
import { RecordGate } from '@/components/offline/record-gate';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { PageHeader } from '@/components/ui/page-header';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { favoriteAddressWrites } from '../api/favorite-address-writes';
import { useFavoriteAddress } from '../api/use-favorite-address';
import { favoriteAddressFormValues } from '../favorite-address-form-values';
import { useFavoriteAddressFields } from '../use-favorite-address-fields';
import { DeleteFavoriteAddressAction } from './delete-favorite-address-action';
import { FavoriteAddressForm } from './favorite-address-form';
import { listReturnSearch } from '@/lib/list-return';

export function FavoriteAddressUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const fields = useFavoriteAddressFields();
  const { query, entries, address } = useFavoriteAddress(id);
  const backToList = () =>
    navigate({
      to: '/directory/favorite-addresses',
      search: listReturnSearch('/directory/favorite-addresses'),
    });
  return (
    <RecordGate query={query} record={address} notFoundTitle={t`Favoriten-Adresse nicht gefunden`}>
      {(address) => (
        <div className="flex max-w-4xl flex-col gap-4">
          <PageHeader
            title={address.name}
            description={<Trans>Favoriten-Adresse bearbeiten</Trans>}
            className="pb-2"
          />
          <RecordAttention
            entries={entries}
            recordEntries={entriesOfRecord(entries, favoriteAddressWrites.recordType, id)}
            fields={fields}
          />
          <FavoriteAddressForm
            key={`${address.id}:${address.version}`}
            defaultValues={favoriteAddressFormValues(address)}
            submitLabel={<Trans>Speichern</Trans>}
            secondaryActions={
              <DeleteFavoriteAddressAction
                address={address}
                label={t`Löschen`}
                onDeleted={() => void backToList()}
              />
            }
            onSave={async (data) => {
              await save(
                favoriteAddressWrites.update(id, data, address.version),
                t`Favoriten-Adresse ${data.name} gespeichert`,
              );
              await backToList();
            }}
          />
        </div>
      )}
    </RecordGate>
  );
}
