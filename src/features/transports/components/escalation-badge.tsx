import { useLingui } from '@lingui/react/macro';
import { Siren, Users } from 'lucide-react';
import type { EscalationLevel } from '@/contract/escalation';
import type { TransportStatus } from '@/contract/transport-lifecycle';
import { Badge } from '@/components/ui/badge';

/**
 * Where an open transport stands on the escalation ladder (decision 042): "Dringend" in red at
 * step 2, "Umkreis erweitert" at step 1; nothing before, or once it is no longer open.
 */
export function EscalationBadge({
  step,
  status = 'open',
}: {
  step: EscalationLevel;
  status?: TransportStatus;
}) {
  const { t } = useLingui();
  // `!step`: also a transport cached on the device before the ladder existed.
  if (status !== 'open' || !step) return null;
  return step === 2 ? (
    <Badge variant="danger">
      <Siren aria-hidden className="size-3.5" />
      {t`Dringend`}
    </Badge>
  ) : (
    <Badge variant="warning">
      <Users aria-hidden className="size-3.5" />
      {t`Umkreis erweitert`}
    </Badge>
  );
}
