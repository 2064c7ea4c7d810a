import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Description, FieldError, type FieldTextProps, Label, fieldStyles } from './field';
import { composeTailwindRenderProps, cx, focusRing } from './styles';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'children'> &
  FieldTextProps & { children?: ReactNode };

/** A labelled group of radios; `orientation="horizontal"` lays them out in a row. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={composeTailwindRenderProps(props.className, fieldStyles)}>
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <div
        className={cx(
          'flex',
          props.orientation === 'horizontal' ? 'flex-wrap gap-x-6' : 'flex-col sm:gap-1',
        )}
      >
        {children}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

const circleStyles = tv({
  extend: focusRing,
  base: 'size-5 shrink-0 rounded-full border-2 bg-white transition-all sm:size-4.5 dark:bg-slate-900',
  variants: {
    isSelected: {
      false:
        'border-[color-mix(in_oklab,var(--color-slate-400)_60%,var(--color-slate-500))] dark:border-slate-500',
      true: 'border-[6px] border-brand-600 sm:border-[5px] dark:border-brand-400 forced-colors:border-[Highlight]!',
    },
    isInvalid: { true: 'border-red-600 dark:border-red-400' },
    isDisabled: { true: 'border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800' },
  },
});

export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800 sm:min-h-7 sm:gap-2.5 sm:text-sm dark:text-slate-200 data-disabled:cursor-not-allowed data-disabled:text-slate-400 dark:data-disabled:text-slate-500',
      )}
    >
      {composeRenderProps(children, (children, state) => (
        <>
          <span className={circleStyles(state)} />
          {children}
        </>
      ))}
    </AriaRadio>
  );
}
