import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/styles';
import { replayNow } from '@/lib/offline-writes/page-queue';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import type { ReplayReport } from '@/lib/offline-writes/replay';
import { useOnline } from '@/lib/online';

/** Why "Jetzt übertragen" could not send everything, as the replay found it. */
type Hold = 'offline' | 'server' | 'signed-out' | 'decision';

function holdOf(report: ReplayReport | null): Hold | undefined {
  if (!report) return 'signed-out';
  const reasons = report.results.flatMap(({ outcome }) =>
    outcome.state === 'queued' ? [outcome.reason] : [],
  );
  if (reasons.includes('offline')) return 'offline';
  if (reasons.includes('signed-out')) return 'signed-out';
  if (reasons.includes('server')) return 'server';
  if (reasons.includes('held-back')) return 'decision';
  return undefined;
}

/**
 * Above a list: how many of the user's changes still wait to be sent, whether the device is
 * offline, and how many need a decision (PRODUCT.md §8: the UI shows pending changes). "Jetzt
 * übertragen" tries at once and, when it cannot send, says why (issue 10).
 */
export function PendingChangesBar({
  entries,
  recordType,
}: {
  entries: QueuedEntry[];
  recordType: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const mine = entries.filter(
    (entry) => entry.body?.write.recordType === recordType || entry.unreadable,
  );
  const pending = mine.filter((entry) => entry.status === 'pending');
  const waiting = pending.length;
  const attention = mine.length - waiting;
  // Why the last "send now" could not send, for as long as the same changes wait.
  const waitingNow = pending.map((entry) => entry.seq).join();
  const [hold, setHold] = useState<{ hold: Hold; waiting: string }>();
  if (mine.length === 0 && online) return null;

  const sendNow = async () => {
    setSending(true);
    setHold(undefined);
    try {
      const found = holdOf(await replayNow());
      if (found) setHold({ hold: found, waiting: waitingNow });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="status"
      className={cx(
        'mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-4 py-3 text-sm',
        attention > 0
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100'
          : 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
      )}
    >
      {!online && (
        <span className="flex items-center gap-2 font-medium">
          <CloudOff aria-hidden className="size-4" />
          <Trans>Offline</Trans>
        </span>
      )}
      <span data-testid="pending-count">
        {waiting > 0 ? (
          <Plural
            value={waiting}
            one="# Änderung wartet auf Übertragung."
            other="# Änderungen warten auf Übertragung."
          />
        ) : !online ? (
          <Trans>
            Änderungen werden gespeichert und übertragen, sobald wieder eine Verbindung besteht.
          </Trans>
        ) : null}
        {attention > 0 && (
          <>
            {' '}
            <Plural
              value={attention}
              one="# Änderung braucht Ihre Entscheidung."
              other="# Änderungen brauchen Ihre Entscheidung."
            />
          </>
        )}
      </span>
      {waiting > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          isPending={sending}
          onPress={() => void sendNow()}
          aria-label={t`Jetzt übertragen`}
        >
          <RefreshCw aria-hidden className="size-4" />
          <Trans>Jetzt übertragen</Trans>
        </Button>
      )}
      {hold?.waiting === waitingNow && waiting > 0 && (
        <p data-testid="send-hold" className="w-full">
          {
            {
              offline: t`Keine Verbindung: Das Gerät ist offline oder der Server nicht erreichbar. Die Änderungen werden übertragen, sobald eine Verbindung besteht.`,
              server: t`Der Server antwortet gerade nicht. Ein neuer Versuch folgt automatisch.`,
              'signed-out': t`Ihre Anmeldung ist abgelaufen. Die Änderungen werden nach der nächsten Anmeldung übertragen.`,
              decision: t`Zuerst muss über eine frühere Änderung am selben Eintrag entschieden werden.`,
            }[hold.hold]
          }
        </p>
      )}
    </div>
  );
}
