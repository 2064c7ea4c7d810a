import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NetworkError } from '@/lib/api-error';
import { confirmEmail } from '../api/confirm-email';

/** Confirms the address from the mailed link as soon as the page opens. */
export function ConfirmEmail({ userId, code }: { userId: string; code: string }) {
  const { t } = useLingui();
  const confirmation = useMutation({ mutationFn: () => confirmEmail({ userId, code }) });
  const { mutate } = confirmation;
  useEffect(() => mutate(), [mutate]);

  if (confirmation.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <div role="status">
          <Alert variant="success" title={t`E-Mail-Adresse bestätigt`}>
            <Trans>Vielen Dank. Sie können sich jetzt anmelden.</Trans>
          </Alert>
        </div>
        <Link to="/login" className={buttonStyles({ size: 'lg' })}>
          <Trans>Jetzt anmelden</Trans>
        </Link>
      </div>
    );
  }
  if (confirmation.isError) {
    const offline = confirmation.error instanceof NetworkError;
    return (
      <div className="flex flex-col gap-6">
        <div role="alert">
          <Alert
            variant="error"
            title={offline ? t`Keine Verbindung` : t`Link ungültig oder abgelaufen`}
            action={
              offline ? (
                <Button variant="secondary" size="sm" onPress={() => mutate()}>
                  <Trans>Erneut versuchen</Trans>
                </Button>
              ) : undefined
            }
          >
            {offline ? (
              <Trans>Die Bestätigung braucht eine Internetverbindung.</Trans>
            ) : (
              <Trans>
                Melden Sie sich an, um einen neuen Bestätigungslink zu erhalten, oder registrieren
                Sie sich erneut.
              </Trans>
            )}
          </Alert>
        </div>
        <Link to="/login" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          <Trans>Zur Anmeldung</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 text-slate-600 dark:text-slate-400">
      <Spinner size="sm" />
      <Trans>Ihre E-Mail-Adresse wird bestätigt…</Trans>
    </div>
  );
}
