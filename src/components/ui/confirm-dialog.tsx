import { type ReactNode, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Button } from './button';
import { Dialog, Modal } from './dialog';

export type ConfirmDialogProps = {
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** `destructive` paints the confirm button red and defaults the labels to Löschen/Abbrechen. */
  variant?: 'default' | 'destructive';
  /** Defaults: "Ja" (default) or "Löschen" (destructive). */
  confirmLabel?: string;
  /** Defaults: "Nein" (default) or "Abbrechen" (destructive). */
  cancelLabel?: string;
  /** May return a promise: the button shows a spinner and the dialog closes once it resolves. */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Controlled use; inside a DialogTrigger leave these out. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** Asks before doing something ("Ja"/"Nein", or "Löschen"/"Abbrechen" when destructive). */
export function ConfirmDialog({
  title,
  children,
  variant = 'default',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [isPending, setPending] = useState(false);
  const destructive = variant === 'destructive';

  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending}>
      <Dialog
        role="alertdialog"
        title={
          <span className="flex items-center gap-2.5">
            {destructive && (
              <AlertTriangle
                aria-hidden="true"
                className="size-5 shrink-0 text-red-600 dark:text-red-400"
              />
            )}
            {title}
          </span>
        }
        hideCloseButton
        footer={({ close }) => (
          <>
            {/* A destructive question starts on the safe answer; a plain one on "Ja". */}
            <Button
              variant="secondary"
              autoFocus={destructive}
              isDisabled={isPending}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel ?? (destructive ? t`Abbrechen` : t`Nein`)}
            </Button>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              isPending={isPending}
              autoFocus={!destructive}
              onPress={async () => {
                setPending(true);
                try {
                  await onConfirm();
                  close();
                } finally {
                  setPending(false);
                }
              }}
            >
              {confirmLabel ?? (destructive ? t`Löschen` : t`Ja`)}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  );
}
