import { Minus, Plus } from 'lucide-react';
import {
  Button,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  FieldGroup,
  type FieldTextProps,
  Input,
  Label,
  fieldStyles,
} from './field';
import { UiLocaleProvider } from './locale-provider';
import { composeTailwindRenderProps } from './styles';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'children'> &
  FieldTextProps & { placeholder?: string; unit?: string };

const stepperStyles =
  'flex w-11 shrink-0 cursor-pointer items-center justify-center self-stretch border-s border-slate-200 text-slate-600 hover:bg-slate-50 data-pressed:bg-slate-100 data-disabled:cursor-not-allowed data-disabled:text-slate-300 sm:w-8 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-pressed:bg-slate-700 dark:data-disabled:text-slate-600';

/**
 * A number input with − / + steppers; numbers are formatted in the UI language (1.234,5 in
 * German). `unit` is shown after the value (e.g. "kg").
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  ...props
}: NumberFieldProps) {
  return (
    <UiLocaleProvider>
      <AriaNumberField
        {...props}
        className={composeTailwindRenderProps(props.className, fieldStyles)}
      >
        {label && <Label isRequired={props.isRequired}>{label}</Label>}
        <FieldGroup>
          <Input placeholder={placeholder} className="tabular-nums" />
          {unit && (
            <span aria-hidden="true" className="pe-3 text-sm text-slate-600 dark:text-slate-400">
              {unit}
            </span>
          )}
          <Button slot="decrement" className={stepperStyles}>
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <Button slot="increment" className={stepperStyles}>
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </FieldGroup>
        {description && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </AriaNumberField>
    </UiLocaleProvider>
  );
}
