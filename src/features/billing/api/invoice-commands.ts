/** Marking a document paid, and cancelling it (the server issues the credit note). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi, type InvoiceDetail } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

function useInvoiceCommand(command: (id: string) => Promise<InvoiceDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.invoices() }),
  });
}

export const useMarkInvoicePaid = () =>
  useInvoiceCommand((id) => call(billingApi.markPaid, { params: { id }, body: {} }));

/** Answers the credit note that cancels the document. */
export const useCancelInvoice = () =>
  useInvoiceCommand((id) => call(billingApi.cancel, { params: { id }, body: {} }));
