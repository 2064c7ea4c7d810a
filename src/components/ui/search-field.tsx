import { Search, X } from 'lucide-react';
import {
  Button,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
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

export type SearchFieldProps = AriaSearchFieldProps & FieldTextProps & { placeholder?: string };

/**
 * A search input with a clear button (its name comes from react-aria in the UI language). Give
 * it a `label` or an `aria-label`; Escape clears it.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <UiLocaleProvider>
      <AriaSearchField
        {...props}
        className={composeTailwindRenderProps(props.className, `group ${fieldStyles}`)}
      >
        {label && <Label>{label}</Label>}
        <FieldGroup>
          <Search
            aria-hidden="true"
            className="ms-3 size-4 shrink-0 text-slate-500 dark:text-slate-400"
          />
          <Input
            placeholder={placeholder}
            className="ps-2 [&::-webkit-search-cancel-button]:hidden"
          />
          <Button className="me-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-500 outline-offset-0 group-data-empty:invisible hover:bg-slate-100 hover:text-slate-900 data-focus-visible:outline-2 data-focus-visible:outline-brand-600 sm:size-7 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </FieldGroup>
        {description && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </AriaSearchField>
    </UiLocaleProvider>
  );
}
