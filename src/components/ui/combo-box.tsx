import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
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
import { ListBox, ListBoxItem } from './list-box';
import { Popover } from './popover';
import { Spinner } from './spinner';
import { composeTailwindRenderProps } from './styles';

export type ComboBoxProps<T extends object> = Omit<AriaComboBoxProps<T>, 'children'> &
  FieldTextProps & {
    placeholder?: string;
    children: ReactNode | ((item: T) => ReactNode);
    /** Items are being fetched (e.g. by `useAsyncList`): shows a spinner in the field. */
    isLoading?: boolean;
    /** Shown in the open list when nothing matches; defaults to "Keine Treffer". */
    emptyText?: ReactNode;
  };

/**
 * A text input with a list of suggestions. For server search pass `items`, `inputValue`,
 * `onInputChange` and `isLoading` from `useAsyncList`; the list stays open when empty so the
 * empty text can say so.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  items,
  isLoading,
  emptyText,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLingui();
  return (
    <AriaComboBox
      allowsEmptyCollection
      menuTrigger="input"
      {...props}
      items={items}
      className={composeTailwindRenderProps(props.className, fieldStyles)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup>
        <Input placeholder={placeholder} />
        {isLoading && <Spinner size="sm" className="me-1 text-slate-500 dark:text-slate-400" />}
        <Button className="flex w-11 shrink-0 cursor-pointer items-center justify-center self-stretch text-slate-500 hover:text-slate-800 sm:w-8 dark:text-slate-400 dark:hover:text-slate-100">
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="max-h-80! min-w-(--trigger-width)">
        <ListBox
          renderEmptyState={() => (
            <div className="px-3 py-2.5 text-sm text-slate-600 dark:text-slate-400">
              {isLoading ? t`Wird geladen…` : (emptyText ?? t`Keine Treffer`)}
            </div>
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export { ListBoxItem as ComboBoxItem };
