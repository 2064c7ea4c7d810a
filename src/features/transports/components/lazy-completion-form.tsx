import { lazy } from 'react';

/**
 * The completion form for screens that open it now and then — the crew's "Heute" on a phone,
 * once a ride is done: its form machinery and number fields are fetched then, not with the
 * screen (decision 060).
 */
export const LazyCompletionForm = lazy(() =>
  import('./completion-dialog').then((module) => ({ default: module.CompletionForm })),
);
