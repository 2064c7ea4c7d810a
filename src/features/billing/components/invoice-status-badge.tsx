import { useLingui } from '@lingui/react';
import type { InvoiceStatus } from '@/contract/billing';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { INVOICE_STATUS_LABELS } from '../billing-words';

const VARIANT: Record<InvoiceStatus, BadgeProps['variant']> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  cancelled: 'danger',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant={VARIANT[status]} dot>
      {i18n._(INVOICE_STATUS_LABELS[status])}
    </Badge>
  );
}
