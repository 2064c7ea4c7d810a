/**
 * The kit's text field and password field as plain HTML elements, for the login form's first
 * load (decision 130; see native-button.tsx): without react-aria's field, focus and hover code.
 * Their classes are the kit's own, written out and held against the kit's output by
 * `native-controls.test.tsx`; the states come from CSS.
 */
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

const BORDER = 'border-[color-mix(in_oklab,var(--color-slate-400)_60%,var(--color-slate-500))]';
const BOX = `outline-offset-2 outline-brand-600 dark:outline-brand-400 forced-colors:outline-[Highlight] flex min-h-11 w-full items-center rounded-lg border ${BORDER} bg-white shadow-xs transition-colors sm:min-h-9 dark:border-slate-500 dark:bg-slate-900 forced-colors:bg-[Field] outline-0`;
const INPUT_TEXT =
  'text-base text-slate-900 placeholder:text-slate-500 sm:text-sm dark:text-slate-100 dark:placeholder:text-slate-400 disabled:cursor-not-allowed disabled:text-slate-500 dark:disabled:text-slate-400';

/**
 * The kit's field boxes (`fieldBoxStyles`) with their states from CSS: a focused box has the
 * brand border, a keyboard-focused one the ring, an invalid one the red border (over the brand
 * one, as the kit's variant order has it).
 */
export const NATIVE_FIELD_CLASSES = {
  /** The single input of a text field. */
  input: `${BOX} px-3 ${INPUT_TEXT}`,
  inputStates:
    'focus:border-brand-600 dark:focus:border-brand-400 focus-visible:outline-2 focus-visible:outline-solid aria-invalid:border-red-600 dark:aria-invalid:border-red-400',
  /** The password field's group around its input and the show/hide toggle. */
  group: `${BOX} overflow-hidden`,
  groupStates:
    'focus-within:border-brand-600 dark:focus-within:border-brand-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-solid data-invalid:border-red-600 dark:data-invalid:border-red-400',
  groupInput: `min-w-0 flex-1 self-stretch bg-transparent px-3 outline-0 ${INPUT_TEXT}`,
  toggle:
    'outline-brand-600 dark:outline-brand-400 forced-colors:outline-[Highlight] outline-0 me-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 outline-offset-0 hover:bg-slate-100 hover:text-slate-900 sm:size-7 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100',
  toggleStates: 'focus-visible:outline-2 focus-visible:outline-solid',
} as const;

export type NativeTextFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email';
};

/**
 * Label, box and message as the kit's TextField with `validationBehavior="aria"`: the input is
 * `aria-required` and `aria-invalid`, described by its message while it shows one.
 */
function NativeField({
  label,
  isRequired,
  isInvalid,
  errorMessage,
  children,
}: Pick<NativeTextFieldProps, 'label' | 'isRequired' | 'isInvalid' | 'errorMessage'> & {
  children: (ids: { input: string; error: string | undefined }) => ReactNode;
}) {
  const input = useId();
  const error = useId();
  const showsError = Boolean(isInvalid && errorMessage);
  return (
    <div
      className="group/field flex min-w-0 flex-col gap-1.5"
      data-invalid={isInvalid || undefined}
    >
      <label
        htmlFor={input}
        className="w-fit cursor-default text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children({ input, error: showsError ? error : undefined })}
      {showsError && (
        <span
          id={error}
          className="text-sm font-medium text-red-700 forced-colors:text-[Mark] dark:text-red-400"
        >
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export function NativeTextField({
  label,
  isRequired,
  isInvalid,
  errorMessage,
  onChange,
  type = 'text',
  ...props
}: NativeTextFieldProps) {
  return (
    <NativeField {...{ label, isRequired, isInvalid, errorMessage }}>
      {(ids) => (
        <input
          {...props}
          id={ids.input}
          type={type}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={ids.error}
          onChange={(event) => onChange(event.target.value)}
          className={`${NATIVE_FIELD_CLASSES.input} ${NATIVE_FIELD_CLASSES.inputStates}`}
        />
      )}
    </NativeField>
  );
}

/** The kit's PasswordField: the input and a show/hide toggle (`aria-pressed`) in one box. */
export function NativePasswordField({
  label,
  isRequired,
  isInvalid,
  errorMessage,
  onChange,
  ...props
}: Omit<NativeTextFieldProps, 'type'>) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  return (
    <NativeField {...{ label, isRequired, isInvalid, errorMessage }}>
      {(ids) => (
        <div
          role="group"
          data-invalid={isInvalid || undefined}
          className={`${NATIVE_FIELD_CLASSES.group} ${NATIVE_FIELD_CLASSES.groupStates}`}
        >
          <input
            {...props}
            id={ids.input}
            type={isVisible ? 'text' : 'password'}
            aria-required={isRequired || undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={ids.error}
            onChange={(event) => onChange(event.target.value)}
            className={NATIVE_FIELD_CLASSES.groupInput}
          />
          <button
            type="button"
            aria-pressed={isVisible}
            aria-label={t`Passwort anzeigen`}
            onClick={() => setVisible((visible) => !visible)}
            className={`${NATIVE_FIELD_CLASSES.toggle} ${NATIVE_FIELD_CLASSES.toggleStates}`}
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" className="size-5 sm:size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-5 sm:size-4" />
            )}
          </button>
        </div>
      )}
    </NativeField>
  );
}
