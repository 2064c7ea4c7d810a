import { useLingui } from '@lingui/react/macro';
import type { InvoiceSummary } from '@/contract/billing';
import type { DataTableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { formatMonth } from '../billing-format';
import { INVOICE_KIND_LABELS, PAYER_KIND_NAMES } from '../billing-words';
import { InvoiceStatusBadge } from './invoice-status-badge';

export type ListedInvoice = InvoiceSummary & { id: string };

/**
 * The invoice list's columns (period, number, recipient, amount, status). A transport company
 * issues its documents and sees whom they go to; a medical organisation receives them and sees
 * who sent them.
 */
export function useInvoiceColumns(isIssuer: boolean): DataTableColumn<ListedInvoice>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'number',
      header: t`Nummer`,
      isRowHeader: true,
      allowsSorting: true,
      cell: (invoice) => (
        <span className="flex flex-col">
          <span className="tabular-nums text-slate-900 dark:text-slate-100">{invoice.number}</span>
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
            {i18n._(INVOICE_KIND_LABELS[invoice.kind])}
          </span>
        </span>
      ),
    },
    {
      id: 'periodStart',
      header: t`Zeitraum`,
      allowsSorting: true,
      cell: (invoice) => formatMonth(invoice.periodStart),
    },
    {
      id: 'party',
      header: isIssuer ? t`Empfänger` : t`Rechnungssteller`,
      cell: (invoice) => (
        <span className="flex flex-col">
          <span>{isIssuer ? invoice.recipient.name : invoice.issuer.name}</span>
          {invoice.payer && (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {i18n._(PAYER_KIND_NAMES[invoice.payer.kind])}
              {invoice.payer.ik && ` · IK ${invoice.payer.ik}`}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'issuedOn',
      header: t`Datum`,
      allowsSorting: true,
      cell: (invoice) => <span className="tabular-nums">{formatDate(invoice.issuedOn)}</span>,
    },
    {
      id: 'grossCents',
      header: t`Betrag`,
      align: 'end',
      allowsSorting: true,
      cell: (invoice) => (
        <span className="font-medium whitespace-nowrap tabular-nums">
          {formatCents(invoice.grossCents)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
  ];
}
