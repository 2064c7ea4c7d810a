import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FavoriteAddressUpdatePage } from '@/features/favorite-addresses/components/favorite-address-update-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/directory/favorite-addresses/update/$id')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'favorite-address-update',
      title: msg`Favoriten-Adresse bearbeiten`,
      parent: 'favorite-addresses',
      visible: false,
    },
  },
  component: FavoriteAddressUpdateRoute,
});

function FavoriteAddressUpdateRoute() {
  const { id } = Route.useParams();
  return <FavoriteAddressUpdatePage id={id} />;
}
