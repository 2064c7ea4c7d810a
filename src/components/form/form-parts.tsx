import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Form as KitForm } from '@/components/ui/form';
import { useFormContext } from './form-context';
import { focusFirstInvalid } from './focus-first-invalid';
import { clearSubmitError, showSubmitError } from './server-errors';
import { submitOnKeys } from './submit-keys';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * The <form> of an app form: submits through TanStack Form, shows what the submit handler threw
 * (see server-errors.ts) and, when the submit was refused, moves focus to the first invalid field
 * so keyboard and screen-reader users land on the problem. It asks before unsaved input is left
 * behind, except where `asksBeforeLeaving={false}` (sign-in: an e-mail address is no loss).
 */
export function Form({
  children,
  className,
  id,
  asksBeforeLeaving = true,
  submitsWithKeys = false,
}: {
  children: ReactNode;
  className?: string;
  /** For a submit button outside the form (a dialog's footer): `<SubmitButton form={id}>`. */
  id?: string;
  asksBeforeLeaving?: boolean;
  /** Ctrl+Enter from any field, Enter from a date too (submit-keys.ts): for long forms. */
  submitsWithKeys?: boolean;
}) {
  const form = useFormContext();
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      className="contents"
      onKeyDownCapture={submitsWithKeys ? submitOnKeys : undefined}
    >
      {asksBeforeLeaving && <UnsavedChangesGuard />}
      <KitForm
        id={id}
        className={className}
        onSubmit={async (event) => {
          event.preventDefault();
          event.stopPropagation();
          clearSubmitError(form);
          try {
            await form.handleSubmit();
          } catch (error) {
            // What onSubmit throws is shown: field errors at their fields, the rest above them.
            showSubmitError(form, error, i18n);
          }
          focusFirstInvalid(ref.current);
        }}
      >
        {children}
      </KitForm>
    </div>
  );
}

export function SubmitButton({ children, ...props }: Omit<ButtonProps, 'type' | 'isPending'>) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button {...props} type="submit" isPending={isSubmitting}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  );
}

/** A problem of the whole form (wrong password, too many attempts, offline), above the fields. */
export function FormError() {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.errorMap.onServer}>
      {(error) =>
        typeof error === 'string' && error ? (
          <div role="alert">
            <Alert variant="error">{error}</Alert>
          </div>
        ) : null
      }
    </form.Subscribe>
  );
}
