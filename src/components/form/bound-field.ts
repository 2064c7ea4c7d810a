/**
 * What every field bound to TanStack Form shares: value, change, blur and errors come from the
 * field context. An error the server reported (`onServer`) disappears as soon as the user edits.
 */
import { fieldMessage } from './field-errors';
import { useFieldContext } from './form-context';

export function useBoundField<T>() {
  const field = useFieldContext<T>();
  const message = fieldMessage(field.state.meta);
  return {
    field,
    name: field.name,
    isInvalid: message !== undefined,
    errorMessage: message,
    onBlur: field.handleBlur,
    change: (value: T) => {
      field.handleChange(value);
      if (field.state.meta.errorMap.onServer !== undefined) {
        field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
      }
    },
  };
}

export type Bound<P> = Omit<
  P,
  'value' | 'onChange' | 'onBlur' | 'name' | 'isInvalid' | 'errorMessage' | 'defaultValue'
>;
