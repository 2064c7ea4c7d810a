import { Check } from 'lucide-react';
import {
  Collection,
  Header,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  ListBoxSection,
  type SectionProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './styles';

/** An option in a dropdown list: highlighted while focused, a check mark when selected. */
export const dropdownItemStyles = tv({
  extend: focusRing,
  base: 'group flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-base -outline-offset-2 select-none sm:min-h-8 sm:px-2.5 sm:py-1.5 sm:text-sm forced-color-adjust-none',
  variants: {
    isDisabled: {
      false: 'text-slate-800 dark:text-slate-100',
      true: 'cursor-not-allowed text-slate-400 dark:text-slate-500 forced-colors:text-[GrayText]',
    },
    isFocused: {
      true: 'bg-brand-50 text-brand-900 dark:bg-brand-900/60 dark:text-white forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isSelected: { true: 'font-medium' },
  },
});

export function ListBox<T extends object>(props: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'max-h-[inherit] overflow-auto p-1 outline-0 [clip-path:inset(0_0_0_0_round_.75rem)]',
      )}
    />
  );
}

export function ListBoxItem(props: ListBoxItemProps) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, state) =>
        dropdownItemStyles({ ...state, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex min-w-0 flex-1 items-center gap-2 truncate">{children}</span>
          <Check
            aria-hidden="true"
            className={`size-4 shrink-0 text-brand-700 dark:text-brand-300 ${isSelected ? '' : 'invisible'}`}
          />
        </>
      ))}
    </AriaListBoxItem>
  );
}

export type DropdownSectionProps<T> = SectionProps<T> & { title?: string };

export function DropdownSection<T extends object>({
  title,
  items,
  children,
  ...props
}: DropdownSectionProps<T>) {
  return (
    <ListBoxSection
      {...props}
      className="not-first:mt-1 not-first:border-t not-first:border-slate-200 not-first:pt-1 dark:not-first:border-slate-700"
    >
      {title && (
        <Header className="px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-2.5 dark:text-slate-400">
          {title}
        </Header>
      )}
      <Collection items={items}>{children}</Collection>
    </ListBoxSection>
  );
}
