import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { userEndedElsewhere } from '@/lib/session-ended-elsewhere';

/**
 * Why this device is on the login page, when the server ended its session (issue 10.14). Said
 * only while the device still remembers that end (lib/session-ended-elsewhere), not for an old
 * link or history entry; read once, so it stays while the same person signs in again.
 */
export function SignedOutElsewhereNotice({ signedOut }: { signedOut: boolean }) {
  const [endedElsewhere] = useState(() => signedOut && userEndedElsewhere() !== null);
  if (!endedElsewhere) return null;
  return (
    <Alert variant="info" title={<Trans>Sie wurden auf diesem Gerät abgemeldet</Trans>}>
      <Trans>
        Ihre Sitzung wurde beendet, zum Beispiel von einem anderen Gerät aus. Melden Sie sich erneut
        an, um dort weiterzumachen, wo Sie waren.
      </Trans>
    </Alert>
  );
}
