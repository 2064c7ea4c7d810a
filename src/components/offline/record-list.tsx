import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Page } from '@/contract/common';
import { EmptyState, NoMatches } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useSearchText, type ListSearch } from '@/lib/list-search';
import { entriesOfRecord, type PageView, type WithPending } from '@/lib/offline-writes/overlay';
import { useOverlaidPage } from '@/lib/offline-writes/use-overlay';
import type { RecordWrites } from '@/lib/offline-writes/write-kinds';
import { PendingChangesBar } from './pending-changes-bar';
import { RecordAttention } from './record-attention';
import type { ComparedField } from './resolve-write-dialog';

/**
 * A server list of records the user can change offline: search (in the URL), sortable columns,
 * pages, the queued changes laid over the rows with their state, a count that includes records
 * created offline and leaves out those being deleted, and the empty states — none yet, no match,
 * or not loaded on this device yet (offline).
 */
export function RecordList<T extends { id: string }>({
  writes,
  page,
  isFetching,
  searchTexts,
  label,
  searchPlaceholder,
  count,
  columns,
  defaultSort,
  fields,
  search,
  onSearchChange,
  onOpen,
  deleteAction,
  noRecords,
}: {
  writes: RecordWrites<T>;
  /** The server's page; undefined offline when this list was never loaded on this device. */
  page: Page<T> | undefined;
  isFetching: boolean;
  searchTexts: PageView<T>['searchTexts'];
  label: string;
  searchPlaceholder: string;
  /** What the list holds; with `more`, more than `total` (decision 061). */
  count: (total: number, searching: boolean, more: boolean) => ReactNode;
  columns: DataTableColumn<WithPending<T>>[];
  defaultSort: string;
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
  const { entries, records, total, more } = useOverlaidPage(writes, page, {
    page: search.page,
    search: search.search,
    searchTexts,
  });

  return (
    <>
      <PendingChangesBar entries={entries} recordType={writes.recordType} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          aria-label={t`${label} durchsuchen`}
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-96"
        />
        {total !== undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {count(total, searching, more)}
          </p>
        ) : (
          records.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>Die übrigen Einträge wurden auf diesem Gerät noch nicht geladen.</Trans>
            </p>
          )
        )}
      </div>
      <DataTable
        aria-label={label}
        columns={columns}
        items={records}
        isLoading={isFetching}
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
              recordEntries={entriesOfRecord(entries, writes.recordType, record.id)}
              fields={fields}
              variant="button"
            />
            {record.pending?.effect !== 'delete' && deleteAction(record)}
          </span>
        )}
        emptyState={
          page === undefined ? (
            <EmptyState icon={CloudOff} title={t`Noch nicht auf diesem Gerät`}>
              <Trans>
                Diese Liste wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald wieder
                eine Verbindung besteht.
              </Trans>
            </EmptyState>
          ) : searching ? (
            <NoMatches
              search={search.search ?? ''}
              onClear={() => onSearchChange({ search: undefined, page: 1 })}
            />
          ) : (
            noRecords
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
