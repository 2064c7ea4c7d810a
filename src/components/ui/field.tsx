import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps,
  Group,
  type GroupProps,
  Input as AriaInput,
  type InputProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
  type TextProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, cx, focusRing } from './styles';

export type LabelProps = AriaLabelProps & { isRequired?: boolean };

/** A field label; `isRequired` adds a visual marker (the input itself carries `aria-required`). */
export function Label({ isRequired, children, className, ...props }: LabelProps) {
  return (
    <AriaLabel
      {...props}
      className={cx(
        'w-fit cursor-default text-sm font-medium text-slate-800 dark:text-slate-200',
        className,
      )}
    >
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
          *
        </span>
      )}
    </AriaLabel>
  );
}

export function Description({ className, ...props }: TextProps) {
  return (
    <Text
      {...props}
      slot="description"
      className={cx('text-sm text-slate-600 dark:text-slate-400', className)}
    />
  );
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={composeTailwindRenderProps(
        className,
        'text-sm font-medium text-red-700 forced-colors:text-[Mark] dark:text-red-400',
      )}
    />
  );
}

/** Label, control, description and error stacked the same way in every field. */
export const fieldStyles = 'group/field flex min-w-0 flex-col gap-1.5';

/*
 * Field borders keep a 3:1 contrast against the surface (WCAG 1.4.11), which plain slate-300/400
 * do not; the mix of slate-400 and slate-500 does while staying light.
 */
const BORDER = 'border-[color-mix(in_oklab,var(--color-slate-400)_60%,var(--color-slate-500))]';

/** The box of a text-like control: one border, one focus ring, 44px tall on phones. */
export const fieldBoxStyles = tv({
  extend: focusRing,
  base: [
    `flex min-h-11 w-full items-center rounded-lg border ${BORDER} bg-white shadow-xs transition-colors sm:min-h-9`,
    'dark:border-slate-500 dark:bg-slate-900 forced-colors:bg-[Field]',
  ],
  variants: {
    isFocusWithin: { true: 'border-brand-600 dark:border-brand-400' },
    isInvalid: { true: 'border-red-600 dark:border-red-400' },
    isDisabled: {
      true: 'cursor-not-allowed border-slate-300 bg-slate-100 text-slate-500 shadow-none dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-400',
    },
  },
});

/** A bordered group around an input and its buttons (number, date, search, password fields). */
export function FieldGroup(props: GroupProps) {
  return (
    <Group
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        fieldBoxStyles({ ...renderProps, className: cx('overflow-hidden', className) }),
      )}
    />
  );
}

/** Text styles shared by inputs; 16px on phones so iOS does not zoom into the field. */
export const inputTextStyles =
  'text-base text-slate-900 placeholder:text-slate-500 sm:text-sm dark:text-slate-100 dark:placeholder:text-slate-400 disabled:cursor-not-allowed disabled:text-slate-500 dark:disabled:text-slate-400';

/** An input inside a FieldGroup: the group draws border and focus ring. */
export function Input(props: InputProps) {
  return (
    <AriaInput
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        cx('min-w-0 flex-1 self-stretch bg-transparent px-3 outline-0', inputTextStyles),
      )}
    />
  );
}

export type FieldTextProps = {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorProps['children'];
};
