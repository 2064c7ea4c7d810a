import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { ReasonInput } from '@/contract/transport';
import { FormDialog } from '@/components/form/form-dialog';
import { Modal } from '@/components/ui/dialog';

type ReasonDialogProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Cancelling is marked as the step it is; giving a transport back is not. */
  variant?: 'danger' | 'primary';
  /** Sends the trimmed reason; what it throws is shown (a 422 on `reason` at the field). */
  onSend: (reason: string) => Promise<unknown>;
};

/**
 * Asks the reason of a cancel or a return (a transport's, or the rest of a series') on the app's
 * form: an empty or too long reason is marked at the field as every form marks it, before
 * anything is sent; what the server still refuses lands there too, the rest above it.
 */
export function ReasonDialog({
  isOpen,
  onOpenChange,
  ...props
}: ReasonDialogProps & { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <ReasonForm
        {...props}
        onSend={async (reason) => {
          await props.onSend(reason);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

export function ReasonForm({
  title,
  description,
  confirmLabel,
  variant = 'danger',
  onSend,
}: ReasonDialogProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { reason: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ReasonInput as never },
    onSubmit: async ({ value }) => {
      await onSend(value.reason.trim());
    },
  });
  return (
    <form.AppForm>
      <FormDialog
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        variant={variant}
      >
        <form.AppField name="reason">
          {(field) => <field.TextAreaField label={t`Grund`} isRequired autoFocus rows={3} />}
        </form.AppField>
      </FormDialog>
    </form.AppForm>
  );
}
