import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FavoriteAddressCreatePage } from '@/features/favorite-addresses/components/favorite-address-create-page';

export const Route = createFileRoute('/_app/directory/favorite-addresses/create')({
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
