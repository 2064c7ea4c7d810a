import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';

/**
 * Removing a team or a user, after asking. A refusal (the last admin) is shown as it came from
 * the server: it says what to do first.
 */
export function RemoveAction({
  label,
  title,
  children,
  onRemove,
  onRemoved,
}: {
  label: string;
  title: string;
  children: ReactNode;
  onRemove: () => Promise<unknown>;
  onRemoved: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={title}
        confirmLabel={label}
        onConfirm={async () => {
          try {
            await onRemove();
            toast.show({ title: t`Entfernt`, severity: 'success' });
            onRemoved();
          } catch (error) {
            const message = error instanceof ApiError ? error.message : t`Das hat nicht geklappt.`;
            toast.show({ title: message, severity: 'error' });
          }
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
