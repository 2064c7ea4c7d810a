import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useSearchText, type ListSearch } from '@/lib/list-search';
import { entriesOfRecord, type WithPending } from '@/lib/offline-writes/overlay';
import type { QueuedResource } from '@/lib/offline-writes/types';
import type { QueuedEntry } from '@/lib/offline-writes/use-outbox';
import { PendingChangesBar } from './pending-changes-bar';
import { RecordAttention } from './record-attention';
import type { ComparedField } from './resolve-write-dialog';

type Versioned = { id: string; version: number };

/**
 * A server list of records the user can change offline: search (in the URL), sortable columns,
 * pages, the queued changes laid over the rows with their state, and the empty states — none
 * yet, no match, or offline and never loaded.
 */
export function RecordList<T extends Versioned>({
  resource,
  label,
  searchPlaceholder,
  count,
  columns,
  defaultSort,
  records,
  query,
  totalRows,
  entries,
  fields,
  search,
  onSearchChange,
  onOpen,
  deleteAction,
  noRecords,
}: {
  resource: QueuedResource;
  label: string;
  searchPlaceholder: string;
  count: (total: number, searching: boolean) => ReactNode;
  columns: DataTableColumn<WithPending<T>>[];
  defaultSort: string;
  records: WithPending<T>[];
  query: UseQueryResult<unknown>;
  totalRows: number;
  entries: QueuedEntry[];
  fields: ComparedField[];
  search: ListSearch;
  onSearchChange: (next: Partial<ListSearch>) => void;
  onOpen: (id: string) => void;
  deleteAction: (record: WithPending<T>) => ReactNode;
  noRecords: ReactNode;
}) {
  const { t } = useLingui();
  const [searchText, setSearchText] = useSearchText(search, onSearchChange);
  const searching = !!search.search;
  const offlineWithoutData = query.fetchStatus === 'paused' && !query.data;

  return (
    <>
      <PendingChangesBar entries={entries} resource={resource} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          aria-label={t`${label} durchsuchen`}
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-96"
        />
        {query.data !== undefined && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {count(totalRows, searching)}
          </p>
        )}
      </div>
      <DataTable
        aria-label={label}
        columns={columns}
        items={records}
        isLoading={query.isFetching}
        sortDescriptor={{
          column: search.sort?.replace(/^-/, '') ?? defaultSort,
          direction: search.sort?.startsWith('-') ? 'descending' : 'ascending',
        }}
        onSortChange={(descriptor) =>
          onSearchChange({
            sort: `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`,
            page: 1,
          })
        }
        onRowAction={(id) => onOpen(String(id))}
        rowActions={(record) => (
          <span className="flex items-center justify-end gap-1">
            <RecordAttention
              entries={entries}
              recordEntries={entriesOfRecord(entries, resource, record.id)}
              fields={fields}
              variant="button"
            />
            {record.pending?.operation !== 'delete' && deleteAction(record)}
          </span>
        )}
        emptyState={
          offlineWithoutData ? (
            <EmptyState icon={WifiOff} title={t`Offline`}>
              <Trans>
                Diese Liste wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald wieder
                eine Verbindung besteht.
              </Trans>
            </EmptyState>
          ) : searching ? (
            <EmptyState icon={SearchX} title={t`Keine Treffer`}>
              <Trans>Für „{search.search}“ wurde nichts gefunden.</Trans>
            </EmptyState>
          ) : (
            noRecords
          )
        }
      />
      {totalRows > 0 && (
        <div className="mt-4">
          <Pagination
            page={search.page}
            perPage={search.per_page}
            totalRows={totalRows}
            onPageChange={(page) => onSearchChange({ page })}
            onPerPageChange={(perPage) => onSearchChange({ per_page: perPage, page: 1 })}
          />
        </div>
      )}
    </>
  );
}
