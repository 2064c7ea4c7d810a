import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/directory/favorite-addresses/update/$id')({
  staticData: {
    meta: {
      name: 'favorite-address-update',
      title: msg`Favoriten-Adresse bearbeiten`,
      parent: 'favorite-addresses',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
