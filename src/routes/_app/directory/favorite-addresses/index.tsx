import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MapPin } from 'lucide-react';
import { FAVORITE_ADDRESS_SORTS } from '@/contract/favorite-address';
import { favoriteAddressesListQueryOptions } from '@/features/favorite-addresses/api/list-favorite-addresses';
import { FavoriteAddressesPage } from '@/features/favorite-addresses/components/favorite-addresses-page';
import { useListReturn } from '@/lib/list-return';
import { listSearchSchema, type ListSearch } from '@/lib/list-search';
import { loadList } from '@/lib/load-list';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/directory/favorite-addresses/')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  validateSearch: listSearchSchema(FAVORITE_ADDRESS_SORTS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadList(context.queryClient, favoriteAddressesListQueryOptions(deps)),
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Search, sort and page change in place: no new history entry per keystroke or page.
  const onSearchChange = useCallback(
    (next: Partial<ListSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  useListReturn('/directory/favorite-addresses', search);
  return <FavoriteAddressesPage search={search} onSearchChange={onSearchChange} />;
}
