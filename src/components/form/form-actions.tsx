import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppPath } from '@/lib/route-meta';
import { buttonStyles } from '@/components/ui/button';
import { SubmitButton } from './form-parts';

/**
 * The foot of a record form: a secondary action on the left (e.g. "Löschen"), "Abbrechen" back
 * to `cancelTo` and the submit button on the right; stacked with the submit on top on phones.
 */
export function FormActions({
  cancelTo,
  submitLabel,
  secondaryActions,
}: {
  cancelTo: AppPath;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
      {secondaryActions}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        <Link to={cancelTo} className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Abbrechen</Trans>
        </Link>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </div>
  );
}
