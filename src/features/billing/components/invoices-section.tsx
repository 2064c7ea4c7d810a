import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { CloudOff, FilePlus2, ReceiptText, SearchX } from 'lucide-react';
import type { Page } from '@/contract/common';
import type { InvoiceSummary } from '@/contract/billing';
import { ServerList } from '@/components/offline/server-list';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { DataTable } from '@/components/ui/table';
import { useCurrentUser } from '@/lib/session';
import { invoicesQueryOptions } from '../api/list-invoices';
import { invoiceListParams, type BillingSearch } from '../billing-search';
import { useInvoiceColumns, type ListedInvoice } from './invoice-columns';
import { InvoiceFilters } from './invoice-filters';

/**
 * The organisation's invoice documents, newest month first, with filters; a row opens the
 * document. Documents are made after each month's end; "Entwurf für diesen Monat" shows the
 * running month so far.
 */
export function InvoicesSection({
  search,
  onSearchChange,
}: {
  search: BillingSearch;
  onSearchChange: (next: Partial<BillingSearch>) => void;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <InvoiceFilters search={search} onSearchChange={onSearchChange} />
        <Link
          to="/settings/billing"
          search={{ tab: 'invoices', draft: true }}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <FilePlus2 aria-hidden className="size-4" />
          <Trans>Entwurf für diesen Monat</Trans>
        </Link>
      </div>
      <ServerList options={invoicesQueryOptions(invoiceListParams(search))}>
        {(page, isFetching) => (
          <InvoiceTable
            page={page}
            isFetching={isFetching}
            search={search}
            onSearchChange={onSearchChange}
          />
        )}
      </ServerList>
    </section>
  );
}

function InvoiceTable({
  page,
  isFetching,
  search,
  onSearchChange,
}: {
  page: Page<InvoiceSummary> | undefined;
  isFetching: boolean;
  search: BillingSearch;
  onSearchChange: (next: Partial<BillingSearch>) => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const columns = useInvoiceColumns(user.organization.type.value === 'T');
  // Stored documents always have an id; only drafts (not listed here) have none.
  const items = (page?.data ?? []).filter((invoice): invoice is ListedInvoice => !!invoice.id);
  const sort = search.sort ?? '-periodStart';
  const filtered = !!(search.search || search.period || search.status || search.payer);
  return (
    <>
      {page && (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {page.more_rows ? (
            t`Mehr als ${i18n.number(page.total_rows)} Belege`
          ) : (
            <Plural value={page.total_rows} one="# Beleg" other="# Belege" />
          )}
        </p>
      )}
      <DataTable
        aria-label={t({ message: 'Rechnungen', context: 'invoice list' })}
        columns={columns}
        items={items}
        isLoading={isFetching}
        sortDescriptor={{
          column: sort.replace(/^-/, ''),
          direction: sort.startsWith('-') ? 'descending' : 'ascending',
        }}
        onSortChange={(descriptor) =>
          onSearchChange({
            sort: `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}` as BillingSearch['sort'],
            page: 1,
          })
        }
        onRowAction={(id) =>
          void navigate({
            to: '/settings/billing',
            search: { ...search, tab: 'invoices', invoice: String(id) },
          })
        }
        emptyState={
          page === undefined ? (
            <EmptyState icon={CloudOff} title={t`Noch nicht auf diesem Gerät`}>
              <Trans>
                Diese Liste wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald wieder
                eine Verbindung besteht.
              </Trans>
            </EmptyState>
          ) : filtered ? (
            <EmptyState icon={SearchX} title={t`Keine passenden Rechnungen`}>
              <Trans>Ändern Sie die Suche oder die Filter.</Trans>
            </EmptyState>
          ) : (
            <EmptyState icon={ReceiptText} title={t`Noch keine Rechnungen`}>
              <Trans>
                Nach jedem Monatsende entstehen die Belege für die abgeschlossenen Transporte des
                Monats. Den laufenden Monat zeigt der Entwurf.
              </Trans>
            </EmptyState>
          )
        }
      />
      {page && page.total_rows > 0 && (
        <Pagination
          page={search.page}
          perPage={search.per_page}
          totalRows={page.total_rows}
          moreRows={page.more_rows}
          onPageChange={(next) => onSearchChange({ page: next })}
          onPerPageChange={(perPage) => onSearchChange({ per_page: perPage, page: 1 })}
        />
      )}
    </>
  );
}
