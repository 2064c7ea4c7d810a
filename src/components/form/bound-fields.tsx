/**
 * The UI kit's number and choice fields bound to TanStack Form (see bound-field.ts); the text
 * fields are in bound-text-fields.tsx, the dates in bound-date-fields.tsx.
 */
import type { ComponentProps } from 'react';
import {
  Checkbox as KitCheckbox,
  CheckboxGroup as KitCheckboxGroup,
} from '@/components/ui/checkbox';
import { RadioGroup as KitRadioGroup } from '@/components/ui/radio-group';
import { NumberField as KitNumberField } from '@/components/ui/number-field';
import { Select as KitSelect } from '@/components/ui/select';
import { useBoundField, type Bound } from './bound-field';

/**
 * A number, or null while empty (a cleared input is "not given", not 0). Out of range it stays
 * as typed and the form's check names the range at the field — react-aria would otherwise move
 * it silently to the nearest bound on blur (the steppers still stay within it).
 */
export function NumberField(props: Bound<ComponentProps<typeof KitNumberField>>) {
  const { field, change, ...bound } = useBoundField<number | null>();
  return (
    <KitNumberField
      commitBehavior="validate"
      {...props}
      {...bound}
      value={field.state.value ?? Number.NaN}
      onChange={(value) => change(Number.isNaN(value) ? null : value)}
    />
  );
}

/** A choice among string keys; the form holds the key. */
export function SelectField(
  props: Bound<ComponentProps<typeof KitSelect<{ id: string }>>> & {
    items?: Iterable<{ id: string }>;
  },
) {
  const { field, change, ...bound } = useBoundField<string | null>();
  return (
    <KitSelect
      {...props}
      {...bound}
      selectedKey={field.state.value ?? null}
      onSelectionChange={(key) => change(key === null ? null : String(key))}
    />
  );
}

export function CheckboxField(props: Bound<ComponentProps<typeof KitCheckbox>>) {
  const { field, change, isInvalid } = useBoundField<boolean>();
  return (
    <KitCheckbox
      {...props}
      name={field.name}
      isInvalid={isInvalid}
      isSelected={!!field.state.value}
      onChange={change}
      onBlur={field.handleBlur}
    />
  );
}

export function RadioGroupField(props: Bound<ComponentProps<typeof KitRadioGroup>>) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitRadioGroup {...props} {...bound} value={field.state.value ?? null} onChange={change} />
  );
}

/** Several choices among string keys (e.g. the teams of a user); the form holds the checked keys. */
export function CheckboxGroupField(props: Bound<ComponentProps<typeof KitCheckboxGroup>>) {
  const { field, change, ...bound } = useBoundField<string[]>();
  return <KitCheckboxGroup {...props} {...bound} value={field.state.value} onChange={change} />;
}
