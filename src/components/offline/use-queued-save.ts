import { useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { saveWrite } from '@/lib/offline-writes/page-queue';
import type { QueuedWrite, WriteOutcome } from '@/lib/offline-writes/queued-write';

/**
 * Saving a queued write from a form or a dialog, and telling the user where their change is:
 * saved, kept on this device (and why it waits), or waiting for their decision. The same path
 * and the same words whether the app was opened online or offline (issue 10).
 *
 * A refusal is the server's answer to correct where the user is: a form gets it thrown (and
 * shows each field's message), a dialog shows it as a message.
 */
export function useQueuedSave() {
  const { t } = useLingui();
  return async (
    write: QueuedWrite,
    savedTitle: string,
    refusal: 'throw' | 'show' = 'throw',
  ): Promise<WriteOutcome> => {
    const outcome = await saveWrite(write);
    switch (outcome.state) {
      case 'saved':
        toast.show({ title: savedTitle, severity: 'success' });
        break;
      case 'queued':
        toast.show({
          title: t`Auf diesem Gerät gespeichert`,
          message: {
            offline: t`Die Änderung wird übertragen, sobald eine Verbindung besteht.`,
            server: t`Der Server antwortet gerade nicht. Die Änderung wird automatisch erneut gesendet.`,
            'held-back': t`Sie wird nach Ihren früheren Änderungen an diesem Eintrag übertragen.`,
            'signed-out': t`Sie wird übertragen, sobald Sie wieder angemeldet sind.`,
          }[outcome.reason],
          severity: 'info',
        });
        break;
      case 'conflict':
        toast.show({
          title: t`Zwischenzeitlich geändert`,
          message: t`Jemand hat den Datensatz zwischenzeitlich geändert. Bitte entscheiden Sie, welche Version gilt.`,
          severity: 'error',
        });
        break;
      case 'refused':
        if (refusal === 'throw') throw new ApiError(outcome.status, outcome.error);
        toast.show({ title: outcome.error.message, severity: 'error' });
        break;
    }
    return outcome;
  };
}
