import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/styles';
import { replayNow } from '@/lib/offline-writes/page-queue';
import type { QueuedResource } from '@/lib/offline-writes/types';
import type { QueuedEntry } from '@/lib/offline-writes/use-outbox';
import { useOnline } from '@/lib/use-online';

/**
 * Above a list: how many of the user's changes still wait to be sent, whether the device is
 * offline, and how many need a decision (PRODUCT.md §8: the UI shows pending changes).
 */
export function PendingChangesBar({
  entries,
  resource,
}: {
  entries: QueuedEntry[];
  resource: QueuedResource;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const mine = entries.filter(
    (entry) => entry.body?.write.resource === resource || entry.unreadable,
  );
  const waiting = mine.filter((entry) => entry.status === 'pending').length;
  const attention = mine.length - waiting;
  if (mine.length === 0 && online) return null;

  const sendNow = async () => {
    setSending(true);
    try {
      await replayNow();
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
      {online && waiting > 0 && (
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
    </div>
  );
}
