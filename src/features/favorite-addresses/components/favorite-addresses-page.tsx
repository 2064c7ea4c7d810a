import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { MapPin, Plus } from 'lucide-react';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { PendingBadge } from '@/components/offline/pending-badge';
import { RecordList } from '@/components/offline/record-list';
import { ServerList } from '@/components/offline/server-list';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { DataTableColumn } from '@/components/ui/table';
import type { ListSearch } from '@/lib/list-search';
import type { WithPending } from '@/lib/offline-writes/overlay';
import { favoriteAddressWrites } from '../api/favorite-address-writes';
import { favoriteAddressesListQueryOptions } from '../api/list-favorite-addresses';
import { useFavoriteAddressFields } from '../use-favorite-address-fields';
import { DeleteFavoriteAddressAction } from './delete-favorite-address-action';

/** What the server's search looks at (a record created offline is matched the same way). */
const searchTexts = (address: FavoriteAddress) => [
  address.name,
  address.street,
  address.city,
  address.zipCode,
];

/** Frequent start and destination places of the organisation (PRODUCT.md §3). */
export function FavoriteAddressesPage({
  search,
  onSearchChange,
}: {
  search: ListSearch;
  onSearchChange: (next: Partial<ListSearch>) => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const fields = useFavoriteAddressFields();

  const columns: DataTableColumn<WithPending<FavoriteAddress>>[] = [
    {
      id: 'name',
      header: t`Bezeichnung`,
      isRowHeader: true,
      allowsSorting: true,
      cell: (address) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900 dark:text-slate-100">{address.name}</span>
          {address.pending && <PendingBadge mark={address.pending} />}
        </span>
      ),
    },
    {
      id: 'street',
      header: t`Adresse`,
      cell: (address) =>
        `${address.street} ${address.houseNumber}${address.floor ? `, ${address.floor}` : ''}`,
    },
    { id: 'zipCode', header: t`PLZ`, allowsSorting: true, cell: (address) => address.zipCode },
    { id: 'city', header: t`Ort`, allowsSorting: true, cell: (address) => address.city },
  ];

  return (
    <div className="max-w-6xl">
      <PageHeader
        title={<Trans>Favoriten-Adressen</Trans>}
        description={
          <Trans>Kliniken, Praxen und Einrichtungen, die Sie oft als Start oder Ziel wählen.</Trans>
        }
        actions={
          <Link to="/directory/favorite-addresses/create" className={buttonStyles()}>
            <Plus aria-hidden className="size-4" />
            <Trans>Favoriten-Adresse anlegen</Trans>
          </Link>
        }
      />
      <ServerList options={favoriteAddressesListQueryOptions(search)}>
        {(page, isFetching) => (
          <RecordList
            writes={favoriteAddressWrites}
            page={page}
            isFetching={isFetching}
            searchTexts={searchTexts}
            label={t`Favoriten-Adressen`}
            searchPlaceholder={t`Bezeichnung, Straße, PLZ oder Ort`}
            count={(total, searching, more) =>
              more ? (
                searching ? (
                  t`Mehr als ${i18n.number(total)} Treffer`
                ) : (
                  t`Mehr als ${i18n.number(total)} Adressen`
                )
              ) : searching ? (
                <Plural value={total} one="# Treffer" other="# Treffer" />
              ) : (
                <Plural value={total} one="# Adresse" other="# Adressen" />
              )
            }
            columns={columns}
            defaultSort="name"
            fields={fields}
            search={search}
            onSearchChange={onSearchChange}
            onOpen={(id) =>
              void navigate({ to: '/directory/favorite-addresses/update/$id', params: { id } })
            }
            deleteAction={(address) => <DeleteFavoriteAddressAction address={address} />}
            noRecords={
              <EmptyState
                icon={MapPin}
                title={t`Noch keine Favoriten-Adressen`}
                action={
                  <Link to="/directory/favorite-addresses/create" className={buttonStyles()}>
                    <Trans>Erste Favoriten-Adresse anlegen</Trans>
                  </Link>
                }
              >
                <Trans>
                  Speichern Sie Dialysezentren, Praxen oder Kliniken einmal und wählen Sie sie beim
                  Bestellen aus.
                </Trans>
              </EmptyState>
            }
          />
        )}
      </ServerList>
    </div>
  );
}
