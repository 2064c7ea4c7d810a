import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, CloudOff, Plus, Truck } from 'lucide-react';
import type { Page } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { PendingChangesBar } from '@/components/offline/pending-changes-bar';
import { ServerList } from '@/components/offline/server-list';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState, NoMatches } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { DataTable } from '@/components/ui/table';
import { useOverlaidPage } from '@/lib/offline-writes/use-overlay';
import { useSession } from '@/lib/session';
import { transportsListQueryOptions } from '../api/list-transports';
import { transportWrites } from '../api/transport-writes';
import { transportListParams } from '../transport-list-params';
import type { TransportListSearch } from '../transport-list-search';
import { patientName, useTransportColumns } from './transport-columns';
import { TransportFilters } from './transport-filters';

const searchTexts = (transport: Transport) => [
  transport.number,
  patientName(transport),
  transport.start.name ?? '',
  transport.start.address.city,
  transport.destination.name ?? '',
  transport.destination.address.city,
];

/**
 * "Geplante Transporte" (PRODUCT.md §4): the organisation's transports — for a company the ones
 * assigned to it — soonest first from today, with the quick periods of seed §9.
 */
export function PlannedTransportsPage({
  search,
  onSearchChange,
}: {
  search: TransportListSearch;
  onSearchChange: (next: Partial<TransportListSearch>) => void;
}) {
  const session = useSession();
  const isCompany = session?.user.organization.type.value === 'T';
  return (
    <div className="max-w-7xl">
      <PageHeader
        title={<Trans>Geplante Transporte</Trans>}
        description={
          isCompany ? (
            <Trans>Die Transporte, die Ihr Unternehmen übernommen hat.</Trans>
          ) : (
            <Trans>Ihre bestellten Transporte und wo sie gerade stehen.</Trans>
          )
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/planned-transport-calendar"
              className={buttonStyles({ variant: 'secondary' })}
            >
              <CalendarDays aria-hidden className="size-4" />
              <Trans>Kalender</Trans>
            </Link>
            <Link to="/transport/create" className={buttonStyles()}>
              <Plus aria-hidden className="size-4" />
              <Trans>Transport bestellen</Trans>
            </Link>
          </div>
        }
      />
      <TransportFilters search={search} onSearchChange={onSearchChange} />
      <ServerList options={transportsListQueryOptions(transportListParams(search))}>
        {(page, isFetching) => (
          <TransportTable
            page={page}
            isFetching={isFetching}
            search={search}
            onSearchChange={onSearchChange}
            isCompany={isCompany}
          />
        )}
      </ServerList>
    </div>
  );
}

function TransportTable({
  page,
  isFetching,
  search,
  onSearchChange,
  isCompany,
}: {
  page: Page<Transport> | undefined;
  isFetching: boolean;
  search: TransportListSearch;
  onSearchChange: (next: Partial<TransportListSearch>) => void;
  isCompany: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const columns = useTransportColumns(isCompany);
  const { entries, records, total, more } = useOverlaidPage(transportWrites, page, {
    page: search.page,
    search: search.search,
    searchTexts,
  });
  const sort = search.sort ?? 'pickupAt';
  return (
    <>
      <PendingChangesBar entries={entries} recordType={transportWrites.recordType} />
      {total !== undefined && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {more ? (
            t`Mehr als ${i18n.number(total)} Transporte`
          ) : (
            <Plural value={total} one="# Transport" other="# Transporte" />
          )}
        </p>
      )}
      <DataTable
        aria-label={t`Geplante Transporte`}
        columns={columns}
        items={records}
        isLoading={isFetching}
        sortDescriptor={{
          column: sort.replace(/^-/, ''),
          direction: sort.startsWith('-') ? 'descending' : 'ascending',
        }}
        onSortChange={(descriptor) =>
          onSearchChange({
            sort: `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}` as TransportListSearch['sort'],
            page: 1,
          })
        }
        onRowAction={(id) =>
          void navigate({ to: '/transport/view/$id', params: { id: String(id) } })
        }
        emptyState={
          page === undefined ? (
            <EmptyState icon={CloudOff} title={t`Noch nicht auf diesem Gerät`}>
              <Trans>
                Diese Liste wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald wieder
                eine Verbindung besteht.
              </Trans>
            </EmptyState>
          ) : search.search ? (
            <NoMatches
              search={search.search}
              onClear={() => onSearchChange({ search: undefined, page: 1 })}
            />
          ) : (
            <EmptyState
              icon={Truck}
              title={t`Keine Transporte in diesem Zeitraum`}
              action={
                <Link to="/transport/create" className={buttonStyles()}>
                  <Trans>Transport bestellen</Trans>
                </Link>
              }
            >
              <Trans>Wählen Sie einen anderen Zeitraum oder bestellen Sie einen Transport.</Trans>
            </EmptyState>
          )
        }
      />
      {total !== undefined && total > 0 && (
        <div className="mt-4">
          <Pagination
            page={search.page}
            perPage={search.per_page}
            totalRows={total}
            moreRows={more}
            onPageChange={(next) => onSearchChange({ page: next })}
            onPerPageChange={(perPage) => onSearchChange({ per_page: perPage, page: 1 })}
          />
        </div>
      )}
    </>
  );
}
