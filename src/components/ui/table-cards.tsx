import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { GridList, GridListItem, type Key } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Button } from './button';
import { Select, SelectItem } from './select';
import { LoadingBar, Skeleton } from './skeleton';
import { cx, focusRing } from './styles';
import { NoEntries } from './empty-state';
import type { DataTableColumn, DataTableProps } from './table-types';

const cardStyles = tv({
  extend: focusRing,
  base: 'rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-xs outline-offset-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200',
  variants: {
    isClickable: {
      true: 'cursor-pointer data-pressed:bg-slate-50 dark:data-pressed:bg-slate-800/60',
    },
  },
});

function textOf<T>(column: DataTableColumn<T> | undefined, item: T & { id: Key }): string {
  const value = column?.cell(item);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(item.id);
}

/** Sorting for the card layout, where there are no column headers to click. */
function CardSort<T>({
  columns,
  sortDescriptor,
  onSortChange,
}: Pick<DataTableProps<T & { id: Key }>, 'sortDescriptor' | 'onSortChange'> & {
  columns: DataTableColumn<T>[];
}) {
  const { t } = useLingui();
  const direction = sortDescriptor?.direction ?? 'ascending';
  return (
    <div className="flex items-end gap-2">
      <Select
        label={t`Sortieren nach`}
        items={columns}
        value={sortDescriptor?.column ?? null}
        onChange={(column) => column != null && onSortChange?.({ column, direction })}
        className="flex-1"
      >
        {(column) => <SelectItem id={column.id}>{column.header}</SelectItem>}
      </Select>
      <Button
        variant="secondary"
        size="icon"
        isDisabled={!sortDescriptor}
        aria-label={direction === 'ascending' ? t`Aufsteigend sortiert` : t`Absteigend sortiert`}
        onPress={() =>
          sortDescriptor &&
          onSortChange?.({
            column: sortDescriptor.column,
            direction: direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
      >
        {direction === 'ascending' ? (
          <ArrowUpNarrowWide aria-hidden="true" />
        ) : (
          <ArrowDownWideNarrow aria-hidden="true" />
        )}
      </Button>
    </div>
  );
}

/** The phone layout of DataTable: one card per row, title from the row-header column. */
export function DataCards<T extends { id: Key }>({
  columns,
  items,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  skeletonRows = 3,
  emptyState,
  rowActions,
  onRowAction,
  className,
  layout: _layout,
  ...aria
}: DataTableProps<T>) {
  const { t } = useLingui();
  const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  const details = columns.filter((column) => column !== titleColumn && !column.hideInCards);
  const sortable = columns.filter((column) => column.allowsSorting);
  const showSkeleton = isLoading && items.length === 0;

  return (
    <div aria-busy={isLoading || undefined} className={cx('flex flex-col gap-3', className)}>
      {sortable.length > 0 && onSortChange && (
        <CardSort columns={sortable} sortDescriptor={sortDescriptor} onSortChange={onSortChange} />
      )}
      {showSkeleton && (
        <span role="status" className="sr-only">
          {t`Wird geladen…`}
        </span>
      )}
      {showSkeleton ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <div key={index} className={cardStyles()}>
              <Skeleton className="h-5 w-1/2" />
              <div className="mt-3 flex flex-col gap-2">
                {details.slice(0, 3).map((column) => (
                  <Skeleton key={column.id} className="w-3/4" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : (
        // The refresh bar outside the cards' flex gaps: shown or not, nothing moves.
        <div className="relative">
          {isLoading && <LoadingBar />}
          <GridList
            {...aria}
            items={items}
            dependencies={[columns, rowActions]}
            onAction={onRowAction}
            renderEmptyState={() => (
              <div className="rounded-xl border border-dashed border-slate-300 dark:border-slate-700">
                {emptyState ?? <NoEntries />}
              </div>
            )}
            className="flex flex-col gap-2 outline-0"
          >
            {(item) => (
              <GridListItem
                id={item.id}
                textValue={textOf(titleColumn, item)}
                className={(state) => cardStyles({ ...state, isClickable: !!onRowAction })}
              >
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1 self-center text-base font-semibold text-slate-900 dark:text-slate-50">
                    {titleColumn?.cell(item)}
                  </div>
                  {rowActions && <div className="-me-2 -mt-2 shrink-0">{rowActions(item)}</div>}
                </div>
                {details.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5">
                    {details.map((column) => (
                      <Fragment key={column.id}>
                        <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                        <dd className="min-w-0 break-words">{column.cell(item)}</dd>
                      </Fragment>
                    ))}
                  </dl>
                )}
              </GridListItem>
            )}
          </GridList>
        </div>
      )}
    </div>
  );
}
