import { Plural, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from './button';
import { Select, SelectItem } from './select';
import { cx } from './styles';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export type PageSize = (typeof PER_PAGE_OPTIONS)[number];

/**
 * Where a page stands in a list of `totalRows` (API lists answer `{ data, total_rows }`). With
 * `moreRows` the list has more than `totalRows` (decision 061): there is a next page, and no
 * known last one.
 */
export function paginationInfo(page: number, perPage: number, totalRows: number, moreRows = false) {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, totalRows) / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const from = totalRows > 0 ? (current - 1) * perPage + 1 : 0;
  const to = Math.min(current * perPage, Math.max(0, totalRows));
  return {
    page: current,
    pageCount,
    from,
    to,
    hasPrevious: current > 1,
    hasNext: current < pageCount || moreRows,
    hasLast: current < pageCount && !moreRows,
  };
}

export type PaginationProps = {
  /** 1-based. */
  page: number;
  perPage: number;
  totalRows: number;
  /** More rows match than `totalRows` counts (the API's `more_rows`). */
  moreRows?: boolean;
  onPageChange: (page: number) => void;
  /** Changing the page size goes back to page 1: the caller sets both. */
  onPerPageChange?: (perPage: PageSize) => void;
  perPageOptions?: readonly PageSize[];
  isDisabled?: boolean;
  className?: string;
};

/**
 * "1–25 von 312 Einträgen", page size, "Seite 1 von 13" and previous/next buttons; for a list
 * counted only so far, "1–25 von mehr als 1.000 Einträgen" and "Seite 1 von mehr als 40".
 */
export function Pagination({
  page,
  perPage,
  totalRows,
  moreRows = false,
  onPageChange,
  onPerPageChange,
  perPageOptions = PER_PAGE_OPTIONS,
  isDisabled,
  className,
}: PaginationProps) {
  const { t, i18n } = useLingui();
  const info = paginationInfo(page, perPage, totalRows, moreRows);
  const counted = i18n.number(totalRows);
  const from = i18n.number(info.from);
  const to = i18n.number(info.to);
  const current = i18n.number(info.page);
  const pageCount = i18n.number(info.pageCount);
  const sizes = perPageOptions.map((size) => ({ id: size }));

  return (
    <nav
      aria-label={t`Seitennavigation`}
      className={cx(
        'flex flex-col-reverse items-center gap-3 text-sm text-slate-700 sm:flex-row sm:justify-between dark:text-slate-300',
        className,
      )}
    >
      <p aria-live="polite" className="tabular-nums">
        {moreRows ? (
          t`${from}–${to} von mehr als ${counted} Einträgen`
        ) : totalRows > 0 ? (
          <Plural
            value={totalRows}
            one={`${from}–${to} von # Eintrag`}
            other={`${from}–${to} von # Einträgen`}
          />
        ) : (
          t`Keine Einträge`
        )}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        {onPerPageChange && (
          <Select
            label={t`Pro Seite`}
            items={sizes}
            value={perPage}
            isDisabled={isDisabled}
            onChange={(size) => {
              const chosen = perPageOptions.find((option) => option === Number(size));
              if (chosen) onPerPageChange(chosen);
            }}
            className="flex-row items-center gap-2 [&_button]:w-20"
          >
            {(size) => <SelectItem id={size.id}>{String(size.id)}</SelectItem>}
          </Select>
        )}
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Erste Seite`}
            isDisabled={isDisabled || !info.hasPrevious}
            onPress={() => onPageChange(1)}
            className="max-sm:hidden"
          >
            <ChevronsLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Vorherige Seite`}
            isDisabled={isDisabled || !info.hasPrevious}
            onPress={() => onPageChange(info.page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="min-w-28 px-2 text-center tabular-nums">
            {moreRows
              ? t`Seite ${current} von mehr als ${pageCount}`
              : t`Seite ${current} von ${pageCount}`}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Nächste Seite`}
            isDisabled={isDisabled || !info.hasNext}
            onPress={() => onPageChange(info.page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Letzte Seite`}
            isDisabled={isDisabled || !info.hasLast}
            onPress={() => onPageChange(info.pageCount)}
            className="max-sm:hidden"
          >
            <ChevronsRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
