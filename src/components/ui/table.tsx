import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { Cell, Column, type Key, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { NoEntries } from './empty-state';
import { LoadingBar, Skeleton } from './skeleton';
import { cx, focusRing } from './styles';
import { DataCards } from './table-cards';
import type { DataTableProps } from './table-types';
import { useMediaQuery } from './use-media-query';

export type { DataTableColumn, DataTableProps } from './table-types';

const ACTIONS = '__actions';

const rowStyles = tv({
  extend: focusRing,
  base: 'group/row text-sm text-slate-800 -outline-offset-2 transition-colors hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/50',
  variants: {
    isClickable: { true: 'cursor-pointer' },
  },
});

const cellStyles = tv({
  extend: focusRing,
  base: 'border-b border-slate-200 px-4 py-3 align-middle -outline-offset-2 group-last/row:border-b-0 dark:border-slate-800',
});

/**
 * A server-side data table: controlled sorting, sticky header, skeleton rows on first load,
 * row actions, an empty state; on phones the rows become cards. Pair with Pagination.
 */
export function DataTable<T extends { id: Key }>(props: DataTableProps<T>) {
  const isWide = useMediaQuery('(min-width: 640px)');
  const layout =
    props.layout === 'auto' || !props.layout ? (isWide ? 'table' : 'cards') : props.layout;
  return layout === 'cards' ? <DataCards {...props} /> : <DesktopTable {...props} />;
}

function DesktopTable<T extends { id: Key }>({
  columns,
  items,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  rowActions,
  onRowAction,
  className,
  layout: _layout,
  ...aria
}: DataTableProps<T>) {
  const { t } = useLingui();
  const allColumns = rowActions
    ? [...columns, { id: ACTIONS, header: t`Aktionen`, cell: rowActions, align: 'end' as const }]
    : columns;
  const showSkeleton = isLoading && items.length === 0;
  const skeletons = Array.from({ length: skeletonRows }, (_, index) => ({
    id: `skeleton-${index}`,
  }));

  return (
    <div
      aria-busy={isLoading || undefined}
      className={cx(
        'relative max-h-[70dvh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {isLoading && !showSkeleton && <LoadingBar />}
      <Table
        {...aria}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={showSkeleton ? undefined : onRowAction}
        className="w-full border-separate border-spacing-0"
      >
        <TableHeader
          columns={allColumns}
          className="sticky top-0 z-10 bg-slate-50/95 backdrop-blur-sm dark:bg-slate-800/95"
        >
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              width={column.width}
              minWidth={column.minWidth}
              className={(state) =>
                focusRing({
                  ...state,
                  className: cx(
                    'border-b border-slate-200 px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase -outline-offset-2 dark:border-slate-700 dark:text-slate-300',
                    column.align === 'end' ? 'text-end' : 'text-start',
                    column.allowsSorting &&
                      'cursor-pointer hover:text-slate-900 dark:hover:text-white',
                  ),
                })
              }
            >
              {({ allowsSorting, sortDirection }) =>
                column.id === ACTIONS ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  <span
                    className={cx(
                      'inline-flex items-center gap-1',
                      column.align === 'end' && 'flex-row-reverse',
                    )}
                  >
                    {column.header}
                    {allowsSorting &&
                      (sortDirection === 'ascending' ? (
                        <ArrowUp
                          aria-hidden="true"
                          className="size-3.5 text-brand-700 dark:text-brand-300"
                        />
                      ) : sortDirection === 'descending' ? (
                        <ArrowDown
                          aria-hidden="true"
                          className="size-3.5 text-brand-700 dark:text-brand-300"
                        />
                      ) : (
                        <ChevronsUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                      ))}
                  </span>
                )
              }
            </Column>
          )}
        </TableHeader>
        {showSkeleton ? (
          <TableBody items={skeletons} dependencies={[allColumns]}>
            {(skeleton) => (
              <Row id={skeleton.id} columns={allColumns} className="group/row">
                {(column) => (
                  <Cell className={cellStyles()}>
                    <Skeleton className={column.id === ACTIONS ? 'ms-auto size-6' : 'w-3/4'} />
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        ) : (
          <TableBody
            items={items}
            dependencies={[allColumns]}
            renderEmptyState={() => emptyState ?? <NoEntries />}
          >
            {(item) => (
              <Row
                id={item.id}
                columns={allColumns}
                className={(state) => rowStyles({ ...state, isClickable: !!onRowAction })}
              >
                {(column) => (
                  <Cell
                    className={(state) =>
                      cellStyles({
                        ...state,
                        className: cx(
                          column.align === 'end' && 'text-end',
                          column.isRowHeader && 'font-medium text-slate-900 dark:text-slate-50',
                          column.id === ACTIONS && 'w-px py-1 whitespace-nowrap',
                        ),
                      })
                    }
                  >
                    {column.cell(item)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        )}
      </Table>
      {showSkeleton && (
        <span role="status" className="sr-only">
          {t`Wird geladen…`}
        </span>
      )}
    </div>
  );
}
