import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDetail, InvoiceLine } from '@/contract/billing';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { downloadPayerExport, downloadProof, downloadReceipt } from '../api/download-payer-files';
import { PAYER_KIND_NAMES } from '../billing-words';

/**
 * An invoice to a ride's payer (decision 098): who pays, per ride the patient, insurance number,
 * co-payment and the claim after it, the receipts to hand the patients, for a Kasse or a BG each
 * ride's proof as the invoice's appendix (decision 126), and for a Krankenkasse the month's
 * billing data as CSV (decision 099; not the § 302 data exchange).
 */
export function PayerInvoicePanel({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useLingui();
  const payer = invoice.payer!;
  const rides = invoice.lines.filter((line) => line.payerDetail);
  const claim = invoice.grossCents - invoice.coPaymentTotalCents;
  // The appendix with the signature and the Transportschein: the issuer's, to send the Kasse or BG.
  const appendices =
    Boolean(invoice.id && invoice.issuedByCaller) &&
    (payer.kind === 'insurer' || payer.kind === 'accident_insurer');
  return (
    <section aria-label={t`Kostenträger`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {i18n._(PAYER_KIND_NAMES[payer.kind])}: <strong>{payer.name}</strong>
          {payer.ik && ` · IK ${payer.ik}`}
        </p>
        {payer.kind === 'insurer' && invoice.id && invoice.issuedByCaller && (
          <ExportButton invoice={invoice} />
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm tabular-nums">
          <caption className="sr-only">{t`Zuzahlungen und Forderung je Fahrt`}</caption>
          <thead>
            <tr className="text-xs text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-1 text-start font-medium">{t`Patient`}</th>
              <th scope="col" className="py-1 text-start font-medium">{t`Vers.-Nr.`}</th>
              <th scope="col" className="py-1 text-start font-medium">{t`Fahrt am`}</th>
              <th scope="col" className="py-1 text-end font-medium">{t`Zuzahlung`}</th>
              <th scope="col" className="py-1 text-end font-medium">{t`Forderung`}</th>
              <th scope="col" className="py-1 text-end font-medium">{t`Quittung`}</th>
              {appendices && (
                <th scope="col" className="py-1 text-end font-medium">{t`Nachweis`}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {rides.map((line, index) => (
              <tr
                key={`${line.transportId}-${index}`}
                className="border-t border-slate-200 dark:border-slate-800"
              >
                <th scope="row" className="py-1.5 text-start font-normal">
                  {line.payerDetail!.patientName}
                </th>
                <td className="py-1.5">{line.payerDetail!.insuranceNumber ?? '–'}</td>
                <td className="py-1.5">{formatDate(line.date)}</td>
                <td className="py-1.5 text-end">{formatCents(line.payerDetail!.coPaymentCents)}</td>
                <td className="py-1.5 text-end">{formatCents(line.payerDetail!.claimCents)}</td>
                <td className="py-1.5 text-end">
                  {invoice.id && invoice.issuedByCaller && line.payerDetail!.coPaymentCents > 0 ? (
                    <ReceiptButton invoice={invoice} line={line} />
                  ) : (
                    <span className="text-slate-500">{t`keine`}</span>
                  )}
                </td>
                {appendices && (
                  <td className="py-1.5 text-end">
                    {line.payerDetail!.proof ? (
                      <ProofButton invoice={invoice} line={line} />
                    ) : (
                      <span className="text-slate-500">
                        {t({ message: 'keiner', context: 'proof' })}
                      </span>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" colSpan={3} className="py-1.5 text-start">
                {t`Forderung an ${payer.name}`}
              </th>
              <td className="py-1.5 text-end">{formatCents(invoice.coPaymentTotalCents)}</td>
              <td className="py-1.5 text-end" data-testid="payer-claim">
                {formatCents(claim)}
              </td>
              <td />
              {appendices && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function useDownload() {
  const { t } = useLingui();
  const [isPending, setPending] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setPending(true);
    try {
      await download();
    } catch {
      toast.show({ title: t`Die Datei konnte nicht geladen werden.`, severity: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { isPending, run };
}

function ReceiptButton({ invoice, line }: { invoice: InvoiceDetail; line: InvoiceLine }) {
  const { t } = useLingui();
  const { isPending, run } = useDownload();
  const place = invoice.lines.indexOf(line) + 1;
  return (
    <Button
      variant="ghost"
      size="sm"
      isPending={isPending}
      aria-label={t`Quittung ${line.payerDetail!.patientName} herunterladen`}
      onPress={() =>
        run(() =>
          downloadReceipt(
            invoice.id!,
            line.transportId,
            `Zuzahlungsquittung-${invoice.number}-${place}.pdf`,
          ),
        )
      }
    >
      <Download aria-hidden className="size-4" />
      <Trans>PDF</Trans>
    </Button>
  );
}

function ProofButton({ invoice, line }: { invoice: InvoiceDetail; line: InvoiceLine }) {
  const { t } = useLingui();
  const { isPending, run } = useDownload();
  const place = invoice.lines.indexOf(line) + 1;
  return (
    <Button
      variant="ghost"
      size="sm"
      isPending={isPending}
      aria-label={t`Nachweis ${line.payerDetail!.patientName} herunterladen`}
      onPress={() =>
        run(() =>
          downloadProof(invoice.id!, line.transportId, `Anlage-${invoice.number}-${place}.pdf`),
        )
      }
    >
      <Download aria-hidden className="size-4" />
      <Trans>Anlage {place}</Trans>
    </Button>
  );
}

function ExportButton({ invoice }: { invoice: InvoiceDetail }) {
  const { isPending, run } = useDownload();
  return (
    <Button
      variant="secondary"
      isPending={isPending}
      onPress={() =>
        run(() => downloadPayerExport(invoice.id!, `Abrechnungsdaten-${invoice.number}.csv`))
      }
    >
      <FileSpreadsheet aria-hidden className="size-4" />
      <Trans>Abrechnungsdaten (CSV)</Trans>
    </Button>
  );
}
