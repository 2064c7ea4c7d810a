import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ButtonProps } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, FormError, SubmitButton } from './form-parts';

/**
 * An app form as a dialog (inside `<form.AppForm>` and a Modal): the fields with the form's own
 * error above them, "Abbrechen" and the submit in the footer — outside the <form>, so the submit
 * names it. Leaving never asks: closing the dialog is the way out.
 */
export function FormDialog({
  title,
  description,
  confirmLabel,
  variant,
  children,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Dialog
      title={title}
      description={description}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Abbrechen`}
          </Button>
          <SubmitButton form={id} variant={variant}>
            {confirmLabel}
          </SubmitButton>
        </>
      )}
    >
      <Form className="gap-4" asksBeforeLeaving={false} id={id}>
        <FormError />
        {children}
      </Form>
    </Dialog>
  );
}
