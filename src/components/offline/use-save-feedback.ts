import { useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/toast';
import type { SaveResult } from '@/lib/offline-writes/use-queued-save';

/** Tells the user where their change is: saved, kept on the device, or waiting for a decision. */
export function useSaveFeedback() {
  const { t } = useLingui();
  return (result: SaveResult, savedTitle: string) => {
    if (result.state === 'saved') {
      toast.show({ title: savedTitle, severity: 'success' });
    } else if (result.state === 'queued') {
      toast.show({
        title: t`Auf diesem Gerät gespeichert`,
        message: t`Die Änderung wird übertragen, sobald eine Verbindung besteht.`,
        severity: 'info',
      });
    } else {
      toast.show({
        title: t`Zwischenzeitlich geändert`,
        message: t`Jemand hat den Datensatz zwischenzeitlich geändert. Bitte entscheiden Sie, welche Version gilt.`,
        severity: 'error',
      });
    }
  };
}
