/**
 * The text fields of the UI kit bound to TanStack Form (see bound-field.ts): all the sign-in
 * screens need, without the date, number and choice fields (decision 021).
 */
import type { ComponentProps } from 'react';
import {
  PasswordField as KitPasswordField,
  TextAreaField as KitTextAreaField,
  TextField as KitTextField,
} from '@/components/ui/text-field';
import { useBoundField, type Bound } from './bound-field';

export function TextField(props: Bound<ComponentProps<typeof KitTextField>>) {
  const { field, change, ...bound } = useBoundField<string>();
  return <KitTextField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />;
}

export function PasswordField(props: Bound<ComponentProps<typeof KitPasswordField>>) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitPasswordField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
  );
}

export function TextAreaField(props: Bound<ComponentProps<typeof KitTextAreaField>>) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitTextAreaField {...props} {...bound} value={field.state.value ?? ''} onChange={change} />
  );
}
