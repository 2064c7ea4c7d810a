import { type ReactNode, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import {
  Input as AriaInput,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  ToggleButton,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  FieldGroup,
  type FieldTextProps,
  Input,
  Label,
  fieldBoxStyles,
  fieldStyles,
  inputTextStyles,
} from './field';
import { composeTailwindRenderProps, cx, focusRing } from './styles';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children'> &
  FieldTextProps & { placeholder?: string };

function FieldFrame({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldTextProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {label && <Label isRequired={isRequired}>{label}</Label>}
      {children}
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/** A labelled single-line text input (`type` e-mail, tel, url, text …). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(props.className, fieldStyles)}>
      <FieldFrame {...{ label, description, errorMessage }} isRequired={props.isRequired}>
        <AriaInput
          placeholder={placeholder}
          className={composeRenderProps('', (className, state) =>
            fieldBoxStyles({
              ...state,
              isFocusWithin: state.isFocused,
              className: cx('px-3', inputTextStyles, className),
            }),
          )}
        />
      </FieldFrame>
    </AriaTextField>
  );
}

/** A multi-line text input that grows by dragging its corner. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ...props
}: TextFieldProps & { rows?: number }) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(props.className, fieldStyles)}>
      <FieldFrame {...{ label, description, errorMessage }} isRequired={props.isRequired}>
        <AriaTextArea
          rows={rows}
          placeholder={placeholder}
          className={composeRenderProps('', (className, state) =>
            fieldBoxStyles({
              ...state,
              isFocusWithin: state.isFocused,
              className: cx('resize-y px-3 py-2 leading-6', inputTextStyles, className),
            }),
          )}
        />
      </FieldFrame>
    </AriaTextField>
  );
}

/** A password input with a show/hide toggle; pass `autoComplete` (current- or new-password). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: Omit<TextFieldProps, 'type'>) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={composeTailwindRenderProps(props.className, fieldStyles)}
    >
      <FieldFrame {...{ label, description, errorMessage }} isRequired={props.isRequired}>
        <FieldGroup>
          <Input placeholder={placeholder} />
          <ToggleButton
            isSelected={isVisible}
            onChange={setVisible}
            isDisabled={props.isDisabled}
            aria-label={t`Passwort anzeigen`}
            className={(state) =>
              focusRing({
                ...state,
                className:
                  'me-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 outline-offset-0 hover:bg-slate-100 hover:text-slate-900 sm:size-7 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100',
              })
            }
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" className="size-5 sm:size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-5 sm:size-4" />
            )}
          </ToggleButton>
        </FieldGroup>
      </FieldFrame>
    </AriaTextField>
  );
}
