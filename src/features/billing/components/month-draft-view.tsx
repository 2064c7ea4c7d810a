import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileClock } from 'lucide-react';
import { todayInGermany } from '@/contract/dates';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { monthDraftQueryOptions } from '../api/month-draft';
import { formatMonth } from '../billing-format';
import { InvoiceDocument } from './invoice-document';
import { PdfDownloadButton } from './pdf-download-button';

/**
 * "Entwurf für diesen Monat": the running month's documents as they would be issued today —
 * computed on request, not stored, without a number. The real ones follow after the month ends.
 */
export function MonthDraftView() {
  const { t } = useLingui();
  const { data: drafts } = useSuspenseQuery(monthDraftQueryOptions());
  const month = formatMonth(todayInGermany());
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
      <Alert variant="info" title={t`Entwurf für ${month}`}>
        <Trans>
          So sähen die Belege aus, wenn der Monat heute endete. Nach dem Monatsende werden sie mit
          Nummer ausgestellt; bis dahin kommen weitere abgeschlossene Transporte hinzu.
        </Trans>
      </Alert>
      {drafts.length === 0 ? (
        <EmptyState icon={FileClock} title={t`Noch nichts abzurechnen`}>
          <Trans>In diesem Monat wurden noch keine Transporte abgeschlossen.</Trans>
        </EmptyState>
      ) : (
        drafts.map((draft) => (
          <InvoiceDocument
            key={`${draft.kind}-${draft.recipient.id}`}
            invoice={draft}
            actions={<PdfDownloadButton invoice={draft} />}
          />
        ))
      )}
    </div>
  );
}
