import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDetail } from '@/contract/billing';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { INVOICE_KIND_LABELS, pdfFileName } from '../billing-words';

/** "PDF herunterladen": the server's PDF, saved under the document's kind and number. */
export function PdfDownloadButton({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useLingui();
  const [isPending, setPending] = useState(false);
  return (
    <Button
      isPending={isPending}
      onPress={async () => {
        setPending(true);
        try {
          await downloadInvoicePdf(
            invoice,
            pdfFileName(i18n._(INVOICE_KIND_LABELS[invoice.kind]), invoice.number),
          );
        } catch {
          toast.show({ title: t`Das PDF konnte nicht geladen werden.`, severity: 'error' });
        } finally {
          setPending(false);
        }
      }}
    >
      <Download aria-hidden className="size-4" />
      <Trans>PDF herunterladen</Trans>
    </Button>
  );
}
