import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { listReturnSearch } from '@/lib/list-return';
import type { AppPath } from '@/lib/route-meta';
import { Button, buttonStyles } from '@/components/ui/button';
import { SubmitButton } from './form-parts';

/**
 * The foot of a record form: a secondary action on the left (e.g. "Löschen"), "Abbrechen" back
 * to `cancelTo` (a list as it was left) and the submit button on the right; stacked with the
 * submit on top on phones.
 */
export function FormActions({
  cancelTo,
  submitLabel,
  secondaryActions,
  onCancel,
}: {
  cancelTo: AppPath;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
  /** In a dialog "Abbrechen" closes it instead of leaving the page. */
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
      {secondaryActions}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            <Trans>Abbrechen</Trans>
          </Button>
        ) : (
          <Link
            to={cancelTo}
            search={listReturnSearch(cancelTo)}
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Trans>Abbrechen</Trans>
          </Link>
        )}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </div>
  );
}
