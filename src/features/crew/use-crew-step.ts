import { useLingui } from '@lingui/react/macro';
import type { StatusInput } from '@/contract/transport';
import { toast } from '@/components/ui/toast';
import { saveWrite } from '@/lib/offline-writes/page-queue';
import type { WriteOutcome } from '@/lib/offline-writes/queued-write';
import { crewStep } from '@/features/transports';

export type StepBody = StatusInput & { at: string };

/**
 * Saves a crew step through the offline queue: on disk first (the tap is never lost), then sent
 * with the transport's earlier steps. The card shows a queued step at once from the queue itself,
 * so only the cases the crew must hear about get a message.
 */
export function useCrewStep() {
  const { t } = useLingui();
  return async (transportId: string, body: StepBody): Promise<WriteOutcome> => {
    const outcome = await saveWrite(crewStep(transportId, body));
    if (outcome.state === 'refused') {
      toast.show({
        title: t`Status nicht übernommen`,
        message: outcome.error.message,
        severity: 'error',
      });
    } else if (outcome.state === 'queued' && outcome.reason === 'offline') {
      toast.show({
        title: t`Ohne Verbindung gespeichert`,
        message: t`Der Status wird mit der Uhrzeit Ihres Tippens gesendet, sobald eine Verbindung besteht.`,
        severity: 'info',
      });
    }
    return outcome;
  };
}
