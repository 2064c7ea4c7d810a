/**
 * The app form's date fields, fetched when a form first shows one: their calendars and date
 * arithmetic (react-aria's date pickers, @internationalized/date) are the larger part of a form's
 * code, and most forms a screen opens first have no date (the crew's completion, a reason, a
 * search; decision 060). Until the code is there, which with the installed app's cache is a
 * moment, a placeholder of a field's height keeps the form from jumping.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as DateFields from './bound-date-fields';

const load = () => import('./bound-date-fields');

function lazyField<P extends object>(pick: (module: typeof DateFields) => ComponentType<P>) {
  const Field = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyDateField(props: P) {
    return (
      <Suspense fallback={<div aria-hidden className="h-[4.25rem]" />}>
        <Field {...props} />
      </Suspense>
    );
  };
}

export const DateField = lazyField<ComponentProps<typeof DateFields.DateField>>(
  (module) => module.DateField,
);
export const DateTimeField = lazyField<ComponentProps<typeof DateFields.DateTimeField>>(
  (module) => module.DateTimeField,
);
export const DatePickerField = lazyField<ComponentProps<typeof DateFields.DatePickerField>>(
  (module) => module.DatePickerField,
);
