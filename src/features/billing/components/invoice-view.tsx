import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDetail } from '@/contract/billing';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { invoiceQueryOptions } from '../api/get-invoice';
import { useCancelInvoice, useMarkInvoicePaid } from '../api/invoice-commands';
import { InvoiceDocument } from './invoice-document';
import { PdfDownloadButton } from './pdf-download-button';

/** One stored document with what its issuer may do: download, mark as paid, cancel. */
export function InvoiceView({ id }: { id: string }) {
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(id));
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/settings/billing"
        search={{ tab: 'invoices' }}
        className={buttonStyles({ variant: 'link', className: 'w-fit' })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        <Trans>Alle Rechnungen</Trans>
      </Link>
      <InvoiceDocument invoice={invoice} actions={<InvoiceActions invoice={invoice} />} />
    </div>
  );
}

function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const markPaid = useMarkInvoicePaid();
  const cancel = useCancelInvoice();
  const [askCancel, setAskCancel] = useState(false);
  // Only the issuer changes a document's status; a credit note is final in itself.
  const mayChange = invoice.issuedByCaller && invoice.kind !== 'credit_note';
  const failed = (error: unknown) =>
    toast.show({
      title: error instanceof ApiError ? error.message : t`Das hat nicht geklappt.`,
      severity: 'error',
    });
  return (
    <>
      <PdfDownloadButton invoice={invoice} />
      {mayChange && invoice.status === 'open' && (
        <Button
          variant="secondary"
          isPending={markPaid.isPending}
          onPress={() =>
            markPaid.mutate(invoice.id!, {
              onSuccess: () =>
                toast.show({ title: t`Als bezahlt markiert`, severity: 'success', life: 4000 }),
              onError: failed,
            })
          }
        >
          <Trans>Als bezahlt markieren</Trans>
        </Button>
      )}
      {mayChange && invoice.status !== 'cancelled' && (
        <>
          <Button variant="ghost" onPress={() => setAskCancel(true)} className="sm:ms-auto">
            {t({ message: 'Stornieren', context: 'invoice' })}
          </Button>
          <ConfirmDialog
            variant="destructive"
            isOpen={askCancel}
            onOpenChange={setAskCancel}
            title={t`${invoice.number} stornieren?`}
            confirmLabel={t`Stornieren und Gutschrift erstellen`}
            onConfirm={() =>
              cancel.mutateAsync(invoice.id!).then((creditNote) => {
                toast.show({
                  title: t`Storniert durch ${creditNote.number}`,
                  severity: 'success',
                });
                void navigate({
                  to: '/settings/billing',
                  search: { tab: 'invoices', invoice: creditNote.id! },
                });
              }, failed)
            }
          >
            <Trans>
              Ein ausgestellter Beleg wird nie geändert: Es entsteht eine Stornorechnung mit eigener
              Nummer, die alle Beträge aufhebt. Der Beleg bleibt als „Storniert“ erhalten.
            </Trans>
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
