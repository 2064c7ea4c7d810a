import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, Modal } from '@/components/ui/dialog';
import { cx } from '@/components/ui/styles';
import { toast } from '@/components/ui/toast';
import { replayNow } from '@/lib/offline-writes/page-queue';
import { discardWrite, resendWrite } from '@/lib/offline-writes/resolve';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { EMPTY_MARK } from '@/components/ui/empty-mark';

export type ComparedField = {
  /** Dotted path into the record (`address.city`). */
  path: string;
  label: string;
  format?: (value: unknown) => string;
};

const valueAt = (record: Record<string, unknown> | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | null | undefined)?.[key],
      record,
    );

const shown = (field: ComparedField, value: unknown): string =>
  value === null || value === undefined || value === ''
    ? EMPTY_MARK
    : field.format
      ? field.format(value)
      : String(value);

/**
 * A change the server did not take, for the user to decide (PRODUCT.md §8: nothing is overwritten
 * or dropped silently). A conflict shows both versions side by side; a refusal shows why.
 */
export function ResolveWriteDialog({
  entries,
  entry,
  fields,
  editAction,
  isOpen,
  onOpenChange,
}: {
  /** All queued entries (later writes of the record are rebased on the decision). */
  entries: QueuedEntry[];
  entry: QueuedEntry;
  fields: ComparedField[];
  /** A link to the form to correct the values (refusals). */
  editAction?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'mine' | 'discard' | null>(null);
  const envelope = entry.body;
  const conflict = entry.status === 'conflict';

  const act = async (choice: 'mine' | 'discard') => {
    setBusy(choice);
    try {
      if (choice === 'mine') await resendWrite(entries, entry);
      else await discardWrite(entries, entry);
      onOpenChange(false);
      void replayNow();
      toast.show({
        title:
          choice === 'mine' ? t`Ihre Version wird gespeichert` : t`Ihre Änderung wurde verworfen`,
        severity: 'success',
      });
    } finally {
      setBusy(null);
    }
  };

  const mine = envelope?.write.body;
  const outcome = envelope?.outcome;
  const current = outcome?.state === 'conflict' ? outcome.current : undefined;
  const refusal = outcome?.state === 'refused' ? outcome.error : undefined;
  const differing = fields.filter(
    (field) =>
      shown(field, valueAt(mine, field.path)) !== shown(field, valueAt(current, field.path)),
  );

  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!busy}>
      <Dialog
        title={conflict ? t`Zwischenzeitlich geändert` : t`Änderung nicht übernommen`}
        description={
          conflict
            ? t`Während Sie offline waren, hat jemand diesen Datensatz geändert. Welche Version soll gelten?`
            : t`Der Server hat diese Änderung abgelehnt.`
        }
        footer={
          <>
            <Button
              variant="secondary"
              isPending={busy === 'discard'}
              isDisabled={!!busy}
              onPress={() => void act('discard')}
            >
              {conflict ? (
                <Trans>Gespeicherte Version behalten</Trans>
              ) : (
                <Trans>Änderung verwerfen</Trans>
              )}
            </Button>
            {!conflict && editAction}
            <Button
              isPending={busy === 'mine'}
              isDisabled={!!busy}
              onPress={() => void act('mine')}
            >
              {conflict ? <Trans>Meine Version speichern</Trans> : <Trans>Erneut senden</Trans>}
            </Button>
          </>
        }
      >
        {conflict ? (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <th className="py-2 pr-3 font-medium">{t`Feld`}</th>
                <th className="py-2 pr-3 font-medium">{t`Ihre Version`}</th>
                <th className="py-2 font-medium">{t`Gespeichert`}</th>
              </tr>
            </thead>
            <tbody>
              {(differing.length > 0 ? differing : fields).map((field) => (
                <tr
                  key={field.path}
                  className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800"
                >
                  <th
                    scope="row"
                    className="py-2 pr-3 font-medium text-slate-700 dark:text-slate-300"
                  >
                    {field.label}
                  </th>
                  <td
                    className={cx(
                      'py-2 pr-3',
                      differing.includes(field) && 'font-medium text-brand-800 dark:text-brand-200',
                    )}
                  >
                    {shown(field, valueAt(mine, field.path))}
                  </td>
                  <td className="py-2 text-slate-700 dark:text-slate-300">
                    {shown(field, valueAt(current, field.path))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Alert variant="error" title={refusal?.message}>
            {refusal?.errors && (
              <ul className="mt-1 list-disc pl-5">
                {Object.entries(refusal.errors).map(([path, messages]) => (
                  <li key={path}>
                    {fields.find((field) => field.path === path)?.label ?? path}:{' '}
                    {messages.join(' ')}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Dialog>
    </Modal>
  );
}
