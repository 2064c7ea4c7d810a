import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { PendingMark } from '@/lib/offline-writes/overlay';

/** How far a record's change has come: waiting to be sent, or waiting for the user. */
export function PendingBadge({ mark }: { mark: PendingMark }) {
  const { t } = useLingui();
  if (mark.status === 'conflict') return <Badge variant="danger" dot>{t`Konflikt`}</Badge>;
  if (mark.status === 'failed') return <Badge variant="danger" dot>{t`Abgelehnt`}</Badge>;
  const text = {
    create: t`Neu · nicht übertragen`,
    update: t`Geändert · nicht übertragen`,
    delete: t`Wird gelöscht`,
  }[mark.effect];
  return (
    <Badge variant="warning" dot>
      {text}
    </Badge>
  );
}
