import { FMS_STATUS, type CrewStep, type TransportStatus } from '@/contract/transport-lifecycle';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useTransportLabels } from '../use-transport-labels';

/** One colour per stage: waiting for a company, taken, on the road, done, or stopped. */
export const STATUS_VARIANT: Record<TransportStatus, NonNullable<BadgeProps['variant']>> = {
  open: 'warning',
  assigned: 'info',
  en_route: 'info',
  at_pickup: 'info',
  in_transit: 'info',
  at_destination: 'info',
  completed: 'success',
  cancelled: 'danger',
  expired: 'neutral',
};

/** The status as text with its colour; crew steps carry their FMS number (PRODUCT.md §4). */
export function TransportStatusBadge({ status }: { status: TransportStatus }) {
  const labels = useTransportLabels();
  const fms = FMS_STATUS[status as CrewStep];
  return (
    <Badge variant={STATUS_VARIANT[status]} dot>
      {fms !== undefined && <span className="tabular-nums">{fms} ·</span>}
      {labels.status[status]}
    </Badge>
  );
}
