import { Trans, useLingui } from '@lingui/react/macro';
import { PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONFIRMABLE_STATUSES } from '@/contract/confirmable-statuses';
import type { Transport } from '@/contract/transport-answer';
import { QueuedWriteState } from '@/components/offline/queued-write-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { queuedConfirmations } from '../confirmation-kind';
import { onRideConfirmationOffered } from '../offer-confirmation';
import { loadConfirmationSheet, type ConfirmationSheetComponent } from './load-confirmation-sheet';

/**
 * "Fahrt bestätigen" on the crew's card and the transport's page, from status 4 on — and what
 * became of a confirmation still on this phone: waiting for the network, or refused by the
 * server with its reason (QueuedWriteState). The sheet opens by itself when the crew has just completed this ride.
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
      {queued.map((entry) => (
        <QueuedWriteState
          key={entry.seq}
          entry={entry}
          entries={entries}
          waiting={t`Bestätigung gespeichert · wird gesendet, sobald eine Verbindung besteht`}
          refused={t`Bestätigung nicht übernommen`}
        />
      ))}
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
