import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import type { InvoiceLine } from '@/contract/billing';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { useTransportLabels } from '@/features/transports';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';

type Row = InvoiceLine & { id: string };

/** The document's lines: one transport each (date, number, route, class, km, waiting, amount). */
export function InvoiceLines({ lines, showPayer }: { lines: InvoiceLine[]; showPayer: boolean }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const rows = useMemo(
    () => lines.map((line, index) => ({ ...line, id: `${line.transportId}-${index}` })),
    [lines],
  );
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'number',
      header: t`Transport`,
      isRowHeader: true,
      cell: (line) => (
        <span className="flex flex-col items-start gap-1">
          <span className="tabular-nums">{line.number}</span>
          {line.kind === 'no_show' && <Badge variant="warning">{t`Fehlfahrt`}</Badge>}
          {line.approvalMissing && <Badge variant="danger">{t`Genehmigung fehlt`}</Badge>}
          {line.unpriced && <Badge variant="danger">{t`Ohne Preisliste`}</Badge>}
        </span>
      ),
    },
    { id: 'date', header: t`Datum`, cell: (line) => formatDate(line.date) },
    {
      id: 'route',
      header: t`Strecke`,
      cell: (line) => (
        <span className="flex flex-wrap items-center gap-1">
          {line.from}
          <ArrowRight aria-label={t`nach`} className="size-3.5 text-slate-500" />
          {line.to}
        </span>
      ),
    },
    {
      id: 'class',
      header: t`Fahrzeug`,
      cell: (line) => labels.transportClass[line.transportClass],
    },
    {
      id: 'km',
      header: t`km`,
      align: 'end',
      cell: (line) => <span className="tabular-nums">{line.km ?? '–'}</span>,
    },
    {
      id: 'waiting',
      header: t`Wartezeit`,
      align: 'end',
      cell: (line) => (
        <span className="whitespace-nowrap tabular-nums">
          {line.waitingMinutes == null ? '–' : t`${line.waitingMinutes} min`}
        </span>
      ),
    },
    ...(showPayer
      ? [
          {
            id: 'payer',
            header: t`Kostenträger`,
            cell: (line: Row) => (
              <span className="flex flex-col">
                {line.payerName ?? labels.payer[line.payerType]}
                {line.payerName && (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {labels.payer[line.payerType]}
                  </span>
                )}
                {line.coPaymentCents !== 0 && (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {t`Zuzahlung ${formatCents(line.coPaymentCents)}`}
                  </span>
                )}
              </span>
            ),
          },
        ]
      : []),
    {
      id: 'amount',
      header: t`Netto`,
      align: 'end',
      cell: (line) => (
        <span className="flex flex-col items-end whitespace-nowrap tabular-nums">
          <span className="font-medium">{formatCents(line.netCents)}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t`USt. ${line.vatRate} %`}
          </span>
        </span>
      ),
    },
  ];
  return <DataTable aria-label={t`Positionen`} columns={columns} items={rows} />;
}
