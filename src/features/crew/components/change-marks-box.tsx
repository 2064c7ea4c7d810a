import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { todayInGermany } from '@/contract/dates';
import { CLASS_LABELS, INFECTION_LABELS, transportEventsQueryOptions } from '@/features/transports';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatTime } from '@/lib/dates';
import type { ChangeMark } from '../change-marks';

/** A time as the card shows it: with its date when it falls on another day than the other. */
const when = (at: string | null, other: string | null) =>
  at && other && todayInGermany(new Date(at)) !== todayInGermany(new Date(other))
    ? formatDateTime(at)
    : formatTime(at);

/** Why the ward called it off: the history's cancel entry, asked for only when it is shown. */
function CancelReason({ transportId }: { transportId: string }) {
  const { data } = useQuery(transportEventsQueryOptions(transportId));
  const reason = data?.findLast((event) => event.action === 'cancel')?.reason;
  return reason ? <p data-testid="cancel-reason">{reason}</p> : null;
}

/**
 * The changes since the crew last acknowledged the job (change-marks.ts), on the card until
 * "Gesehen" is tapped: a cancellation and a handing to another crew as the card's state, in red;
 * the ward's edits in amber, each with what it is now.
 */
export function ChangeMarksBox({
  transportId,
  marks,
  onAcknowledge,
}: {
  transportId: string;
  marks: ChangeMark[];
  onAcknowledge: () => void;
}) {
  const { t, i18n } = useLingui();
  const line = (mark: ChangeMark) => {
    switch (mark.kind) {
      case 'pickup':
        return t`Abholung ${when(mark.from, mark.to)} → ${when(mark.to, mark.from)}`;
      case 'infection': {
        if (mark.to === 'none') return t`Infektion entfällt`;
        const infection = i18n._(INFECTION_LABELS[mark.to]);
        return mark.note
          ? t`Neu: Infektion ${infection} (${mark.note})`
          : t`Neu: Infektion ${infection}`;
      }
      case 'class':
        return t`Fahrzeug: ${i18n._(CLASS_LABELS[mark.to])}`;
      case 'note':
        return mark.to ? t`Notiz geändert: ${mark.to}` : t`Notiz entfernt`;
      default:
        return null;
    }
  };
  const cancelled = marks.some((mark) => mark.kind === 'cancelled');
  const handedOver = marks.some((mark) => mark.kind === 'handedOver');
  const severe = cancelled || handedOver;
  return (
    <div
      role="status"
      data-testid="change-marks"
      className={`flex flex-col gap-2 rounded-lg border-2 px-3 py-2 text-sm ${
        severe
          ? 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950/60 dark:text-red-50'
          : 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50'
      }`}
    >
      <p className="flex items-center gap-2 text-base font-bold">
        <AlertTriangle aria-hidden className="size-5 shrink-0" />
        {cancelled ? (
          <Trans>Abgesagt</Trans>
        ) : handedOver ? (
          <Trans>Einer anderen Besatzung übergeben</Trans>
        ) : (
          <Trans>Geändert</Trans>
        )}
      </p>
      {cancelled && <CancelReason transportId={transportId} />}
      {cancelled && handedOver && <p>{t`Einer anderen Besatzung übergeben`}</p>}
      <ul className="flex flex-col gap-1 font-semibold">
        {marks.map((mark) => {
          const text = line(mark);
          return text && <li key={mark.kind}>{text}</li>;
        })}
      </ul>
      <Button variant="secondary" size="sm" className="self-start" onPress={onAcknowledge}>
        <Trans>Gesehen</Trans>
      </Button>
    </div>
  );
}
