import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { resendConfirmation } from '../api/confirm-email';

/** Login refused because the address is not confirmed yet: say so and offer a new link. */
export function UnconfirmedNotice({ email }: { email: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendConfirmation(email);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div role="alert">
      <Alert
        variant="warning"
        title={t`E-Mail-Adresse noch nicht bestätigt`}
        action={
          state === 'sent' ? undefined : (
            <NativeButton
              look="secondarySmall"
              isPending={state === 'sending'}
              onClick={() => void send()}
            >
              <Trans>Link erneut senden</Trans>
            </NativeButton>
          )
        }
      >
        {state === 'sent' ? (
          <Trans>Wir haben einen neuen Bestätigungslink an {email} gesendet.</Trans>
        ) : state === 'failed' ? (
          <Trans>Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.</Trans>
        ) : (
          <Trans>
            Bitte öffnen Sie den Link in der Bestätigungs-E-Mail, die wir an {email} gesendet haben.
          </Trans>
        )}
      </Alert>
    </div>
  );
}
