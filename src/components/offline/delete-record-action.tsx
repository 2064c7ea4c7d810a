import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { QueuedWrite } from '@/lib/offline-writes/queued-write';
import { useQueuedSave } from './use-queued-save';

/** Deleting a record after asking; queued like every other change, so it works offline. */
export function DeleteRecordAction({
  write,
  name,
  title,
  doneTitle,
  children,
  label,
  onDeleted,
}: {
  write: () => QueuedWrite;
  /** The record's name, for the icon button's accessible name. */
  name: string;
  title: string;
  doneTitle: string;
  /** What deleting means, in a sentence. */
  children: ReactNode;
  /** A text button (forms); without it an icon button (lists). */
  label?: string;
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useQueuedSave();
  return (
    <>
      {label ? (
        <Button variant="danger" onPress={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          {label}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`${name} löschen`}
          onPress={() => setOpen(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={title}
        onConfirm={async () => {
          const outcome = await save(write(), doneTitle, 'show');
          if (outcome.state !== 'refused') onDeleted?.();
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
