import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { PageHeader } from '@/components/ui/page-header';
import { favoriteAddressWrites } from '../api/favorite-address-writes';
import { emptyFavoriteAddressForm } from '../favorite-address-form-values';
import { FavoriteAddressForm } from './favorite-address-form';
import { listReturnSearch } from '@/lib/list-return';

/** Seed §2 CreateFavoriteAddress (Ctrl+F). */
export function FavoriteAddressCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const [id] = useState(() => crypto.randomUUID());
  return (
    <div className="max-w-4xl">
      <PageHeader title={<Trans>Favoriten-Adresse anlegen</Trans>} />
      <FavoriteAddressForm
        defaultValues={emptyFavoriteAddressForm()}
        submitLabel={<Trans>Favoriten-Adresse anlegen</Trans>}
        onSave={async (data) => {
          await save(
            favoriteAddressWrites.create(id, data),
            t`Favoriten-Adresse ${data.name} angelegt`,
          );
          await navigate({
            to: '/directory/favorite-addresses',
            search: listReturnSearch('/directory/favorite-addresses'),
          });
        }}
      />
    </div>
  );
}
