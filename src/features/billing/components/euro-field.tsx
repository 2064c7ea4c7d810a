import type { ComponentProps } from 'react';
import { useBoundField, type Bound } from '@/components/form/bound-field';
import { NumberField } from '@/components/ui/number-field';

const EURO = { style: 'currency', currency: 'EUR' } as const;

/**
 * An amount typed in euro ("60,00 €") and held by the form in whole cents, as the contract's
 * price list speaks: the form's values stay the API's shape, so its schema checks them as typed.
 */
export function EuroField(props: Bound<ComponentProps<typeof NumberField>>) {
  const { field, change, ...bound } = useBoundField<number | null>();
  const cents = field.state.value;
  return (
    <NumberField
      {...props}
      {...bound}
      formatOptions={EURO}
      minValue={0}
      step={0.01}
      value={cents == null ? Number.NaN : cents / 100}
      onChange={(euros) => change(Number.isNaN(euros) ? null : Math.round(euros * 100))}
    />
  );
}
