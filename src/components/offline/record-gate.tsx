import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { ERROR_CODES } from '@/contract/common';
import { RecordNotFound } from '@/components/layout/record-not-found';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonText } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import type { WithPending } from '@/lib/offline-writes/overlay';

/**
 * Renders a record's page once the record is known — from the server, the cache or the queue —
 * and otherwise says why not: loading, not there, offline and never loaded, or being deleted.
 */
export function RecordGate<T>({
  query,
  record,
  notFoundTitle,
  children,
}: {
  query: UseQueryResult<unknown>;
  record: WithPending<T> | undefined;
  notFoundTitle: string;
  children: (record: WithPending<T>) => ReactNode;
}) {
  const { t } = useLingui();
  if (record?.pending?.effect === 'delete') {
    return (
      <EmptyState icon={Trash2} title={t`Wird gelöscht`}>
        <Trans>Dieser Eintrag wird gelöscht, sobald eine Verbindung besteht.</Trans>
      </EmptyState>
    );
  }
  if (record) return children(record);
  if (query.isPending && query.fetchStatus !== 'paused') {
    return <SkeletonText lines={8} className="max-w-4xl" />;
  }
  if (isApiError(query.error, ERROR_CODES.notFound)) {
    return <RecordNotFound title={notFoundTitle} />;
  }
  return (
    <EmptyState icon={WifiOff} title={t`Offline`}>
      <Trans>Dieser Eintrag wurde auf diesem Gerät noch nicht geladen.</Trans>
    </EmptyState>
  );
}
