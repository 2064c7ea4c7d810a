import { Plural, Trans } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { useChangesWaitingForSignIn } from '@/lib/session-ended-elsewhere';

/**
 * The changes a session ended by the server left on this device (decision 045): they go out once
 * the same person signs in again here, and are deleted if someone else does — said before either
 * happens. Only the number is known here: nothing of the changes is readable without signing in.
 */
export function ChangesWaitingNotice() {
  const waiting = useChangesWaitingForSignIn();
  if (waiting === 0) return null;
  return (
    <Alert
      variant="warning"
      title={
        <Plural
          value={waiting}
          one="# Änderung wartet auf Übertragung."
          other="# Änderungen warten auf Übertragung."
        />
      }
    >
      <Trans>
        Sie werden gesendet, sobald Sie sich auf diesem Gerät wieder mit demselben Konto anmelden.
        Meldet sich jemand anderes an, werden sie von diesem Gerät gelöscht.
      </Trans>
    </Alert>
  );
}
