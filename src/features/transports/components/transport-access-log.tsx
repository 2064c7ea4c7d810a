import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { transportAccessQueryOptions } from '../api/get-transport-access';

/**
 * "Zugriffe" for admins: who of the organisation opened the transport's full data, newest first
 * (decision 039). Loaded on request: each view of the transport is itself a read, and most views
 * are not about who read it.
 */
export function TransportAccessLog({ id }: { id: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Wer aus Ihrer Organisation diesen Transport mit den Patientendaten geöffnet hat.
          </Trans>
        </p>
        <Button variant="secondary" onPress={() => setShown(true)}>
          <Trans>Zugriffe anzeigen</Trans>
        </Button>
      </div>
    );
  }
  return <AccessList id={id} />;
}

function AccessList({ id }: { id: string }) {
  const { t } = useLingui();
  const access = useQuery(transportAccessQueryOptions(id));
  if (access.isPending) return <Skeleton className="h-16" />;
  if (!access.data) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Die Zugriffe lassen sich nur mit Verbindung laden.</Trans>
      </p>
    );
  }
  if (access.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Noch keine Zugriffe.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label={t`Zugriffe`}>
      {access.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-4">
          <span className="text-slate-900 dark:text-slate-100">
            {entry.by.name ?? t`Gelöschter Benutzer`}
          </span>
          <time dateTime={entry.at} className="text-slate-600 tabular-nums dark:text-slate-400">
            {formatDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
