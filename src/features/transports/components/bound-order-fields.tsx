/**
 * A field the order form needs beyond the app form's bound ones: a group of checkboxes holding a
 * list, with its children given by the form (equipment, weekdays).
 */
import type { ReactNode } from 'react';
import { useBoundField } from '@/components/form/bound-field';
import { CheckboxGroup } from '@/components/ui/checkbox';

export function CheckboxGroupField({
  label,
  description,
  children,
}: {
  label: string;
  description?: string;
  children: ReactNode;
}) {
  const { field, change, isInvalid, errorMessage } = useBoundField<string[]>();
  return (
    <CheckboxGroup
      label={label}
      description={description}
      value={field.state.value}
      onChange={change}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      {children}
    </CheckboxGroup>
  );
}
