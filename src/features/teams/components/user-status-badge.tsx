import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { UserStatus } from '@/contract/user';

/** "eingeladen" until the person set their password through the invitation, "aktiv" after. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return status === 'active' ? (
    <Badge variant="success" dot>
      <Trans>aktiv</Trans>
    </Badge>
  ) : (
    <Badge variant="warning" dot>
      <Trans>eingeladen</Trans>
    </Badge>
  );
}
