/**
 * The app's form hook (TanStack Form's createFormHook): fields from the UI kit already bound to
 * the form, and the form parts. Schemas validate on submit first, then on every change. Forms
 * with text fields only use text-form.ts, which leaves the other fields' code out; the date fields
 * load when a form first shows one (lazy-date-fields.tsx).
 */
import { createFormHook } from '@tanstack/react-form';
import {
  CheckboxField,
  CheckboxGroupField,
  NumberField,
  RadioGroupField,
  SelectField,
} from './bound-fields';
import { DateField, DatePickerField, DateTimeField } from './lazy-date-fields';
import { PasswordField, TextAreaField, TextField } from './bound-text-fields';
import { fieldContext, formContext } from './form-context';
import { Form, FormError, SubmitButton } from './form-parts';

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    PasswordField,
    TextAreaField,
    NumberField,
    SelectField,
    RadioGroupField,
    DateField,
    DateTimeField,
    DatePickerField,
    CheckboxField,
    CheckboxGroupField,
  },
  formComponents: { Form, SubmitButton, FormError },
});

export { revalidateLogic } from '@tanstack/react-form';
