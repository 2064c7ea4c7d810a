import { Link } from '@tanstack/react-router';
import { routeLabel } from '@/contract/route-label';
import type { Transport } from '@/contract/transport-answer';
import { cx } from '@/components/ui/styles';
import { formatTime } from '@/lib/dates';
import { useTransportLabels } from '../use-transport-labels';
import { patientName } from './transport-columns';
import { STATUS_VARIANT } from './transport-status-badge';
import { useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';

const COLOURS = {
  warning: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100',
  info: 'border-brand-600 bg-brand-50 text-brand-950 dark:bg-brand-950/60 dark:text-brand-100',
  success:
    'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
  danger: 'border-red-600 bg-red-50 text-red-950 line-through dark:bg-red-950/60 dark:text-red-100',
  neutral: 'border-slate-400 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** One transport in the calendar, coloured by status and named in words for screen readers. */
export function CalendarEntry({ transport, compact }: { transport: Transport; compact?: boolean }) {
  const labels = useTransportLabels();
  const { t } = useLingui();
  return (
    <Link
      to="/transport/view/$id"
      params={{ id: transport.id }}
      title={`${formatTime(transport.pickupAt)} ${patientName(transport)} – ${labels.status[transport.status]}`}
      className={cx(
        'block rounded-md border-s-4 px-2 py-1 text-xs leading-snug outline-offset-2 outline-brand-600 hover:brightness-95 focus-visible:outline-2',
        COLOURS[STATUS_VARIANT[transport.status]],
      )}
    >
      <span className="font-semibold tabular-nums">{formatTime(transport.pickupAt)}</span>{' '}
      {transport.seriesId && (
        <Repeat aria-label={t`Serie`} className="inline size-3 align-[-1px]" />
      )}{' '}
      <span className={compact ? 'truncate' : ''}>
        {patientName(transport) || transport.number}
      </span>
      {!compact && (
        <span className="block opacity-80">
          {routeLabel(transport.start, transport.destination)} ·{labels.status[transport.status]}
        </span>
      )}
      {compact && <span className="sr-only"> – {labels.status[transport.status]}</span>}
    </Link>
  );
}
