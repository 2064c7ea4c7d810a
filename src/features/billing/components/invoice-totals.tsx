import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceDetail } from '@/contract/billing';
import { formatCents } from '@/lib/money';

/** Net, VAT per rate (a 0 % rate says why: § 4 Nr. 17 b UStG) and gross. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const rows: [string, number][] = [
    [t`Summe netto`, invoice.netCents],
    ...invoice.vatGroups.map((group): [string, number] => [
      group.vatRate === 0
        ? t`USt. 0 % (steuerfrei nach § 4 Nr. 17 b UStG) auf ${formatCents(group.netCents)}`
        : t`USt. ${group.vatRate} % auf ${formatCents(group.netCents)}`,
      group.vatCents,
    ]),
  ];
  return (
    <dl className="ms-auto grid w-full max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm tabular-nums">
      {rows.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-end text-slate-900 dark:text-slate-100">{formatCents(cents)}</dd>
        </div>
      ))}
      <dt className="border-t border-slate-300 pt-2 text-base font-semibold text-slate-900 dark:border-slate-600 dark:text-slate-50">
        <Trans>Gesamtbetrag</Trans>
      </dt>
      <dd
        data-testid="invoice-gross"
        className="border-t border-slate-300 pt-2 text-end text-base font-semibold text-slate-900 dark:border-slate-600 dark:text-slate-50"
      >
        {formatCents(invoice.grossCents)}
      </dd>
      {invoice.coPaymentTotalCents !== 0 && (
        <>
          <dt className="pt-2 text-slate-600 dark:text-slate-400">
            <Trans>davon Zuzahlungen von Patienten (GKV)</Trans>
          </dt>
          <dd className="pt-2 text-end text-slate-900 dark:text-slate-100">
            {formatCents(invoice.coPaymentTotalCents)}
          </dd>
        </>
      )}
    </dl>
  );
}
