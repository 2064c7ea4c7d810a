import type { ReactNode } from 'react';
import type { ColumnProps, Key, SortDescriptor } from 'react-aria-components';

export type DataTableColumn<T> = {
  /** Also the key sent in `sortDescriptor.column`. */
  id: string;
  /** Translated column title. */
  header: string;
  cell: (item: T) => ReactNode;
  allowsSorting?: boolean;
  /** The column that names a row for screen readers (and titles its card on phones). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  width?: ColumnProps['width'];
  minWidth?: ColumnProps['minWidth'];
  /** Leaves the column out of the phone cards (e.g. when it repeats the title). */
  hideInCards?: boolean;
};

export type DataTableProps<T extends { id: Key }> = {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: DataTableColumn<T>[];
  items: readonly T[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** First load shows skeleton rows; a reload keeps the rows at full contrast under a moving bar. */
  isLoading?: boolean;
  skeletonRows?: number;
  /** Shown when there are no items; defaults to "Keine Einträge". */
  emptyState?: ReactNode;
  /** Buttons or an ActionMenu for a row, in the last column (top right on cards). */
  rowActions?: (item: T) => ReactNode;
  /** Opening a row (click, Enter); makes rows look clickable. */
  onRowAction?: (key: Key) => void;
  /** `auto`: cards below 640px, a table above. */
  layout?: 'auto' | 'table' | 'cards';
  className?: string;
};
