/**
 * A form of text fields without TanStack Form, for the sign-in screen, whose first load should
 * not carry the form library (decision 130). It behaves as the app forms with `revalidateLogic`
 * (form-parts.tsx, bound-field.ts): nothing is checked before the first submit; from then on the
 * schema checks every change; a field shows one message, its own check's before the server's; a
 * server's field error (422) disappears when that field is edited; what has no field is the
 * form's message; a refused submit moves the focus to the first invalid field.
 */
import { useLingui } from '@lingui/react';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { focusFirstInvalid } from './focus-first-invalid';
import { submitErrorParts } from './server-errors';

type TextValues = Record<string, string>;

export type LightFormSubmit<T extends TextValues> = (
  values: T,
  form: { setFormError: (message: string | undefined) => void },
) => Promise<void>;

/** The first message of the schema's issues for each field (by the issue's top-level key). */
function checkMessages<T extends TextValues>(
  schema: v.GenericSchema<T>,
  values: T,
): Record<string, string> {
  const result = v.safeParse(schema, values);
  const messages: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const name = issue.path?.[0]?.key;
    if (typeof name === 'string' && !(name in messages)) messages[name] = issue.message;
  }
  return messages;
}

export function useLightForm<T extends TextValues>({
  schema,
  defaultValues,
  onSubmit,
}: {
  schema: v.GenericSchema<T>;
  defaultValues: T;
  onSubmit: LightFormSubmit<T>;
}) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(defaultValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submitting = useRef(false);

  // Checked at render: the messages follow the UI language (valibot's global configuration).
  const checks = submitted ? checkMessages(schema, values) : {};

  const messageOf = (name: keyof T & string) => checks[name] ?? serverErrors[name];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const root = event.currentTarget;
    if (submitting.current) return;
    setSubmitted(true);
    setFormError(undefined);
    if (!v.safeParse(schema, values).success) {
      focusFirstInvalid(root);
      return;
    }
    submitting.current = true;
    setIsSubmitting(true);
    try {
      await onSubmit(values, { setFormError });
    } catch (error) {
      // What onSubmit throws is shown: field errors at their fields, the rest above them.
      const parts = submitErrorParts(error, (name) => name in defaultValues, i18n);
      setServerErrors(parts.fieldErrors);
      setFormError(parts.formMessage);
    } finally {
      submitting.current = false;
      setIsSubmitting(false);
    }
    focusFirstInvalid(root);
  };

  /** What a kit text field takes: name, value, change and its one message. */
  const field = (name: keyof T & string) => {
    const message = messageOf(name);
    return {
      name,
      value: values[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (serverErrors[name] !== undefined) {
          setServerErrors(({ [name]: _edited, ...rest }) => rest);
        }
      },
      isInvalid: message !== undefined,
      errorMessage: message,
    };
  };

  return { field, submit, formError, setFormError, isSubmitting };
}
