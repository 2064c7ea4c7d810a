import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FavoriteAddressCreatePage } from '@/features/favorite-addresses/components/favorite-address-create-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/directory/favorite-addresses/create')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'favorite-address-create',
      title: msg`Favoriten-Adresse anlegen`,
      parent: 'favorite-addresses',
      visible: false,
    },
  },
  component: FavoriteAddressCreatePage,
});
