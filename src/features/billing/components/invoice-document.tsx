import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatIban, type InvoiceDetail, type InvoiceParty } from '@/contract/billing';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useTransportLabels } from '@/features/transports';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { formatMonth } from '../billing-format';
import { INVOICE_KIND_LABELS } from '../billing-words';
import { InvoiceLines } from './invoice-lines';
import { PayerInvoicePanel } from './payer-invoice-panel';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';

/**
 * One document as the screen shows it: who issued it to whom, its number, dates and period, the
 * lines, the totals with VAT, and — on a company's statement — the sums per payer. `actions`
 * are the buttons under its title (PDF, paid, cancel).
 */
export function InvoiceDocument({
  invoice,
  actions,
}: {
  invoice: InvoiceDetail;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const kind = i18n._(INVOICE_KIND_LABELS[invoice.kind]);
  const isStatement = invoice.kind === 'statement';
  return (
    <Card aria-label={invoice.number ? `${kind} ${invoice.number}` : kind}>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {invoice.number ? `${kind} ${invoice.number}` : kind}
            <InvoiceStatusBadge status={invoice.status} />
          </span>
        }
        description={t`Leistungszeitraum ${formatMonth(invoice.periodStart)}`}
      />
      {actions && (
        <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:flex-wrap sm:px-5 dark:border-slate-800">
          {actions}
        </div>
      )}
      <CardBody className="flex flex-col gap-6">
        {invoice.cancels && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Storniert <InvoiceLink id={invoice.cancels.id}>{invoice.cancels.number}</InvoiceLink>.
            </Trans>
          </p>
        )}
        {invoice.cancelledBy && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              Storniert durch{' '}
              <InvoiceLink id={invoice.cancelledBy.id}>{invoice.cancelledBy.number}</InvoiceLink>.
            </Trans>
          </p>
        )}
        <div className="grid gap-6 md:grid-cols-3">
          <PartyBlock title={t`Rechnungssteller`} party={invoice.issuerParty} showBank />
          <PartyBlock title={t`Empfänger`} party={invoice.recipientParty} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t`Rechnungsdatum`}</dt>
            <dd className="tabular-nums">{formatDate(invoice.issuedOn)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t`Leistungszeitraum`}</dt>
            <dd className="tabular-nums">
              {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t`Fällig am`}</dt>
            <dd className="tabular-nums">
              {formatDate(invoice.dueOn)}{' '}
              <span className="text-slate-600 dark:text-slate-400">
                ({t`${invoice.paymentTermDays} Tage`})
              </span>
            </dd>
            {invoice.paidAt && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">{t`Bezahlt am`}</dt>
                <dd className="tabular-nums">{formatDate(invoice.paidAt)}</dd>
              </>
            )}
          </dl>
        </div>
        <InvoiceLines lines={invoice.lines} showPayer={isStatement} />
        {invoice.payer && <PayerInvoicePanel invoice={invoice} />}
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          {isStatement && invoice.payerGroups.length > 0 && <PayerGroups invoice={invoice} />}
          <InvoiceTotals invoice={invoice} />
        </div>
      </CardBody>
    </Card>
  );
}

function InvoiceLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link
      to="/settings/billing"
      search={{ tab: 'invoices', invoice: id }}
      className="tabular-nums text-brand-700 underline underline-offset-2 dark:text-brand-300"
    >
      {children}
    </Link>
  );
}

function PartyBlock({
  title,
  party: p,
  showBank,
}: {
  title: string;
  party: InvoiceParty;
  showBank?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="text-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </p>
      <address className="mt-1 leading-6 text-slate-900 not-italic dark:text-slate-100">
        <span className="font-medium">{p.name}</span>
        {p.addition && <span className="block">{p.addition}</span>}
        <span className="block">
          {p.street} {p.houseNumber}
        </span>
        <span className="block">
          {p.zipCode} {p.city}
        </span>
      </address>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {p.vatId ? t`USt-IdNr. ${p.vatId}` : p.taxNumber ? t`Steuernummer ${p.taxNumber}` : null}
      </p>
      {showBank && p.iban && (
        <p className="text-slate-600 dark:text-slate-400">
          {t`IBAN ${formatIban(p.iban)}`}
          {p.bic && ` · ${t`BIC ${p.bic}`}`}
        </p>
      )}
    </div>
  );
}

function PayerGroups({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  return (
    <table className="w-full max-w-md text-sm tabular-nums">
      <caption className="mb-2 text-start font-semibold text-slate-900 dark:text-slate-100">
        <Trans>Nach Kostenträger</Trans>
      </caption>
      <thead>
        <tr className="text-xs text-slate-600 dark:text-slate-400">
          <th scope="col" className="py-1 text-start font-medium">
            {t`Kostenträger`}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t`Fahrten`}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t`Brutto`}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.payerGroups.map((group) => (
          <tr key={group.payerType} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="py-1.5 text-start font-normal">
              {labels.payer[group.payerType]}
            </th>
            <td className="py-1.5 text-end">{group.trips}</td>
            <td className="py-1.5 text-end">{formatCents(group.grossCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
