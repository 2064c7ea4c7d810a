import { Trans, useLingui } from '@lingui/react/macro';
import type { DelayReport } from '@/contract/delay';
import { Badge } from '@/components/ui/badge';
import { formatTime } from '@/lib/dates';
import { DELAY_REASON_LABELS } from './delay-reasons';

/** "Verspätung gemeldet: Verkehr · neue Ankunft ca. 14:50" (decision 113). */
export function DelayText({ delay }: { delay: DelayReport }) {
  const { i18n } = useLingui();
  const reason = i18n._(DELAY_REASON_LABELS[delay.reason]);
  const time = formatTime(delay.newArrivalAt);
  return (
    <Trans>
      Verspätung gemeldet: {reason} · neue Ankunft ca. {time}
    </Trans>
  );
}

/** Late by the estimate and nobody said so (decision 113). */
export function LateBadge() {
  return (
    <span data-testid="late-mark">
      <Badge variant="danger" dot>
        <Trans>verspätet</Trans>
      </Badge>
    </span>
  );
}
