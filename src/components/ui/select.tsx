import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldTextProps,
  Label,
  fieldBoxStyles,
  fieldStyles,
} from './field';
import { ListBox, ListBoxItem } from './list-box';
import { Popover } from './popover';
import { composeTailwindRenderProps, cx } from './styles';

export type SelectProps<T extends object, M extends 'single' | 'multiple' = 'single'> = Omit<
  AriaSelectProps<T, M>,
  'children'
> &
  FieldTextProps & {
    items?: Iterable<T>;
    children: ReactNode | ((item: T) => ReactNode);
  };

/** A dropdown to pick one option (or several with `selectionMode="multiple"`). */
export function Select<T extends object, M extends 'single' | 'multiple' = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  ...props
}: SelectProps<T, M>) {
  const { t } = useLingui();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t`Bitte auswählen`}
      className={composeTailwindRenderProps(props.className, fieldStyles)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button
        className={(state) =>
          fieldBoxStyles({
            ...state,
            isFocusWithin: state.isFocused,
            className: cx(
              'cursor-pointer gap-2 ps-3 pe-2 text-start text-base sm:text-sm',
              'group-data-invalid/field:border-red-600 dark:group-data-invalid/field:border-red-400',
              'group-data-open/field:border-brand-600 dark:group-data-open/field:border-brand-400',
            ),
          })
        }
      >
        <SelectValue className="min-w-0 flex-1 truncate text-slate-900 data-placeholder:text-slate-500 dark:text-slate-100 dark:data-placeholder:text-slate-400">
          {/* The option's text only: its check mark and layout belong to the list. */}
          {({ selectedText, defaultChildren }) => selectedText || defaultChildren}
        </SelectValue>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-slate-500 transition-transform group-data-open/field:rotate-180 dark:text-slate-400"
        />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="max-h-80! min-w-(--trigger-width)">
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export { ListBoxItem as SelectItem };
