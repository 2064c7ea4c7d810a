/**
 * "PDF herunterladen": the server renders the PDF; the browser saves it under the document's
 * number. Fetched through the one HTTP client (bearer token, refresh on 401), then handed to the
 * browser as a download link. A draft has no id: it is named by its period, kind and recipient.
 */
import { billingApi, type InvoiceDetail } from '@/contract/billing';
import { api, send } from '@/lib/api-client';

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
            },
          })
          .blob(),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is not needed once it has begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
