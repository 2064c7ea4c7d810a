import { useLingui } from '@lingui/react/macro';
import { formatDayMonthYear } from '@/contract/dates';
import type { Prescription } from '@/contract/prescription';
import { Badge } from '@/components/ui/badge';

/**
 * The Kasse's approval a series is bound to (decision 097): its reference and last day. The
 * series makes no date beyond it.
 */
export function ApprovalBadge({ prescription }: { prescription: Prescription | null }) {
  const { t, i18n } = useLingui();
  const approval = prescription?.approval;
  if (!approval) return null;
  const until = formatDayMonthYear(approval.validUntil, i18n.locale === 'en' ? 'en' : 'de');
  return <Badge variant="success">{t`Genehmigt bis ${until} · ${approval.reference}`}</Badge>;
}
