import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from './styles';

export type FormProps = Omit<AriaFormProps, 'validationErrors'> & {
  /**
   * Field errors from the server (the API's 422 `errors`: field name → messages); each shows
   * under the field with that `name` until the user edits it.
   */
  validationErrors?: Record<string, string | string[]>;
};

/**
 * A form whose fields show server errors next to themselves. Validation is `aria` by default:
 * fields report errors as they are marked invalid (by a form library or the server) and submit
 * is never blocked by the browser.
 */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={cx('flex flex-col gap-5', className)}
    />
  );
}
