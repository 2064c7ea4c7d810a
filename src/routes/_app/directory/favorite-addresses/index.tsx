import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { FAVORITE_ADDRESS_SORTS } from '@/contract/favorite-address';
import { FavoriteAddressesPage } from '@/features/favorite-addresses/components/favorite-addresses-page';
import { listSearchSchema, useListSearchChange, type ListSearch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/directory/favorite-addresses/')({
  validateSearch: listSearchSchema(FAVORITE_ADDRESS_SORTS),
  staticData: {
    meta: {
      name: 'favorite-addresses',
      title: msg`Favoriten-Adressen`,
      description: msg`Kliniken, Praxen und Einrichtungen, die Sie oft als Start oder Ziel wählen.`,
      parent: 'directory',
      order: 2,
      icon: MapPin,
    },
  },
  component: FavoriteAddressesRoute,
});

function FavoriteAddressesRoute() {
  const search = Route.useSearch() as ListSearch;
  const onSearchChange = useListSearchChange(Route.useNavigate());
  return <FavoriteAddressesPage search={search} onSearchChange={onSearchChange} />;
}
