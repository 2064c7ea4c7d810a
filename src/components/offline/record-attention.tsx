import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { ResolveWriteDialog, type ComparedField } from './resolve-write-dialog';

/**
 * On a record's page or row: its change that waits for the user (conflict or refusal), with the
 * way to resolve it. Renders nothing when there is none.
 */
export function RecordAttention({
  entries,
  recordEntries,
  fields,
  editAction,
  variant = 'alert',
}: {
  entries: QueuedEntry[];
  recordEntries: QueuedEntry[];
  fields: ComparedField[];
  editAction?: ReactNode;
  variant?: 'alert' | 'button';
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const entry = recordEntries.find((e) => e.status !== 'pending');
  if (!entry) return null;
  const dialog = (
    <ResolveWriteDialog
      entries={entries}
      entry={entry}
      fields={fields}
      editAction={editAction}
      isOpen={open}
      onOpenChange={setOpen}
    />
  );
  const button = (
    <Button
      variant={variant === 'alert' ? 'secondary' : 'danger'}
      size="sm"
      onPress={() => setOpen(true)}
    >
      <Trans>Entscheiden</Trans>
    </Button>
  );
  if (variant === 'button') {
    return (
      <>
        {button}
        {dialog}
      </>
    );
  }
  return (
    <>
      <Alert
        variant="error"
        title={
          entry.status === 'conflict' ? t`Zwischenzeitlich geändert` : t`Änderung nicht übernommen`
        }
        action={button}
      >
        {entry.status === 'conflict' ? (
          <Trans>
            Ihre Änderung widerspricht einer zwischenzeitlich gespeicherten. Entscheiden Sie, welche
            gilt.
          </Trans>
        ) : entry.body?.outcome?.state === 'refused' ? (
          entry.body.outcome.error.message
        ) : (
          <Trans>Dieser Eintrag kann auf diesem Gerät nicht mehr gelesen werden.</Trans>
        )}
      </Alert>
      {dialog}
    </>
  );
}
