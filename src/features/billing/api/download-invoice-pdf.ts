/**
 * "PDF herunterladen": the server renders the PDF; the browser saves it under the document's
 * number. Fetched through the one HTTP client (bearer token, refresh on 401), then handed to the
 * browser as a download link. A draft has no id: it is named by its period, kind and recipient.
 */
import { billingApi, type InvoiceDetail } from '@/contract/billing';
import { api, send } from '@/lib/api-client';
import { saveBlob } from './save-blob';

export async function downloadInvoicePdf(invoice: InvoiceDetail, fileName: string): Promise<void> {
  const blob = await send(
    invoice.id
      ? api.get(billingApi.invoicePdf.path({ id: invoice.id })).blob()
      : api
          .post(billingApi.draftPdf.path(), {
            json: {
              period: invoice.periodStart.slice(0, 7),
              kind: invoice.kind,
              recipientId: invoice.recipient.id,
              payerKey: invoice.payer?.key,
            },
          })
          .blob(),
  );
  saveBlob(blob, fileName);
}
