import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONFIRMABLE_STATUSES } from '@/contract/confirmable-statuses';
import type { Transport } from '@/contract/transport-answer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { replayNow } from '@/lib/offline-writes/page-queue';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { discardWrite } from '@/lib/offline-writes/resolve';
import { queuedConfirmations } from '../confirmation-kind';
import { onRideConfirmationOffered } from '../offer-confirmation';
import { loadConfirmationSheet, type ConfirmationSheetComponent } from './load-confirmation-sheet';

/**
 * "Fahrt bestätigen" on the crew's card and the transport's page, from status 4 on — and what
 * became of a confirmation still on this phone: waiting for the network, or refused by the
 * server with its reason, which the crew may discard (it would hold back the transport's later
 * steps otherwise). The sheet opens by itself when the crew has just completed this ride.
 */
export function ConfirmRideAction({
  transport,
  entries,
  recordEntries,
}: {
  transport: Pick<Transport, 'id' | 'number' | 'status'>;
  entries: QueuedEntry[];
  recordEntries: QueuedEntry[];
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [Sheet, setSheet] = useState<ConfirmationSheetComponent | null>(null);
  const confirmable = CONFIRMABLE_STATUSES.includes(transport.status);

  // Fetched while there is network, so the sheet opens in the dead spot where it is needed.
  useEffect(() => {
    if (!confirmable) return;
    loadConfirmationSheet().then(
      (module) => setSheet(() => module.default),
      () => undefined,
    );
  }, [confirmable]);

  // Asked for by the button, or by the completion just made on this card.
  const [wanted, setWanted] = useState(false);
  useEffect(
    () => onRideConfirmationOffered((id) => id === transport.id && setWanted(true)),
    [transport.id],
  );
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadConfirmationSheet().then(
      (module) => {
        if (!live) return;
        setSheet(() => module.default);
        setOpen(true);
        setWanted(false);
      },
      () => {
        if (!live) return;
        setWanted(false);
        toast.show({
          title: t`Bestätigung gerade nicht verfügbar`,
          message: t`Bitte einmal mit Verbindung öffnen; danach geht es auch ohne.`,
          severity: 'error',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, t]);
  const queued = queuedConfirmations(recordEntries);
  if (!confirmable && queued.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {queued.map((entry) =>
        entry.status === 'pending' ? (
          <p
            key={entry.seq}
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            <CloudOff aria-hidden className="size-4 shrink-0" />
            <Trans>Bestätigung gespeichert · wird gesendet, sobald eine Verbindung besteht</Trans>
          </p>
        ) : (
          <Alert
            key={entry.seq}
            variant="error"
            title={t`Bestätigung nicht übernommen`}
            action={
              <Button
                variant="secondary"
                size="sm"
                onPress={async () => {
                  await discardWrite(entries, entry);
                  void replayNow();
                }}
              >
                <Trans>Verwerfen</Trans>
              </Button>
            }
          >
            {entry.body?.outcome?.state === 'refused' ? entry.body.outcome.error.message : null}
          </Alert>
        ),
      )}
      {confirmable && (
        <Button variant="secondary" onPress={() => setWanted(true)}>
          <PenLine aria-hidden className="size-4" />
          <Trans>Fahrt bestätigen</Trans>
        </Button>
      )}
      {open && Sheet && (
        <Sheet
          transportId={transport.id}
          number={transport.number}
          isOpen
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
