import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Description, FieldError, type FieldTextProps, Label, fieldStyles } from './field';
import { composeTailwindRenderProps, focusRing } from './styles';

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'children'> &
  FieldTextProps & { children?: ReactNode };

/** A labelled group of checkboxes; the value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={composeTailwindRenderProps(props.className, fieldStyles)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className="flex flex-col sm:gap-1">{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded-[5px] border-2 transition-colors sm:size-4.5',
  variants: {
    isSelected: {
      false:
        'border-[color-mix(in_oklab,var(--color-slate-400)_60%,var(--color-slate-500))] bg-white dark:border-slate-500 dark:bg-slate-900',
      true: 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500 forced-colors:border-[Highlight]! forced-colors:bg-[Highlight]!',
    },
    isInvalid: { true: 'border-red-600 dark:border-red-400' },
    isDisabled: { true: 'border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800' },
  },
  compoundVariants: [
    { isInvalid: true, isSelected: true, className: 'bg-red-600 dark:bg-red-500' },
  ],
});

/** A checkbox with its label as children; 44px tall on phones. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800 sm:min-h-7 sm:gap-2.5 sm:text-sm dark:text-slate-200 data-disabled:cursor-not-allowed data-disabled:text-slate-400 dark:data-disabled:text-slate-500',
      )}
    >
      {composeRenderProps(children, (children, state) => (
        <>
          <span
            className={boxStyles({
              ...state,
              isSelected: state.isSelected || state.isIndeterminate,
            })}
          >
            {state.isIndeterminate ? (
              <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
            ) : state.isSelected ? (
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      ))}
    </AriaCheckbox>
  );
}
