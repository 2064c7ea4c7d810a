import { Trans, useLingui } from '@lingui/react/macro';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { DeleteRecordAction } from '@/components/offline/delete-record-action';
import { favoriteAddressWrites } from '../api/favorite-address-writes';

export function DeleteFavoriteAddressAction({
  address,
  onDeleted,
  label,
}: {
  address: Pick<FavoriteAddress, 'id' | 'name'>;
  onDeleted?: () => void;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <DeleteRecordAction
      write={() => favoriteAddressWrites.delete(address.id)}
      name={address.name}
      title={t`Favoriten-Adresse löschen?`}
      doneTitle={t`Favoriten-Adresse ${address.name} gelöscht`}
      label={label}
      onDeleted={onDeleted}
    >
      <Trans>„{address.name}“ wird aus den Stammdaten gelöscht.</Trans>
    </DeleteRecordAction>
  );
}
