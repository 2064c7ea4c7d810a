import { useLingui } from '@lingui/react/macro';
import type { DelayReason } from '@/contract/delay';
import { toast } from '@/components/ui/toast';
import { saveWrite } from '@/lib/offline-writes/page-queue';
import type { WriteOutcome } from '@/lib/offline-writes/queued-write';
import { delayReport } from '@/features/transports';

/**
 * Saves a delay through the offline queue like a step (decision 113): on disk first, then sent in
 * order with the transport's steps; its id, chosen here, makes a replay a repeat, not a second
 * report. The crew hears whether the ward has it or it waits for the network.
 */
export function useDelayReport() {
  const { t } = useLingui();
  return async (
    transportId: string,
    reason: DelayReason,
    newArrivalAt: string,
  ): Promise<WriteOutcome> => {
    const at = new Date().toISOString();
    const body = { id: crypto.randomUUID(), reason, newArrivalAt, at };
    const outcome = await saveWrite(delayReport(transportId, body));
    if (outcome.state === 'refused') {
      toast.show({
        title: t`Verspätung nicht übernommen`,
        message: outcome.error.message,
        severity: 'error',
      });
    } else if (outcome.state === 'queued' && outcome.reason === 'offline') {
      toast.show({
        title: t`Ohne Verbindung gespeichert`,
        message: t`Die Verspätung wird gemeldet, sobald eine Verbindung besteht.`,
        severity: 'info',
      });
    } else if (outcome.state === 'saved') {
      toast.show({ title: t`Verspätung gemeldet`, severity: 'success' });
    }
    return outcome;
  };
}
