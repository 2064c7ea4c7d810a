/**
 * The form hook of forms with text fields only (sign-in, recovery, new password): the same form
 * parts and behaviour as app-form.ts, without the date, number and choice fields, which the
 * login screen would otherwise download (decision 021).
 */
import { createFormHook } from '@tanstack/react-form';
import { PasswordField, TextAreaField, TextField } from './bound-text-fields';
import { fieldContext, formContext } from './form-context';
import { Form, FormError, SubmitButton } from './form-parts';

export const { useAppForm: useTextForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, TextAreaField },
  formComponents: { Form, SubmitButton, FormError },
});

export { revalidateLogic } from '@tanstack/react-form';
