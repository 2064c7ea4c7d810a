import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OnceOpened } from '@/components/ui/once-opened';
import type { BoardVehicle } from '@/contract/dispatch';

// The dialog's code (react-aria's modal, focus scope, the time fields) loads when first opened.
const ShiftPartsModal = lazy(() => import('./shift-parts-modal'));

/**
 * A vehicle's early and late shifts in its row (decision 129): each with its hours and crew, and
 * "Schichten" to set them.
 */
export function ShiftParts({ vehicle, day }: { vehicle: BoardVehicle; day: string }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const { callSign } = vehicle;
  return (
    <div className="mt-1 flex flex-col items-start gap-0.5">
      {vehicle.parts.map(({ part, startsAt, endsAt, crew }) => (
        <p
          key={part}
          data-shift={part}
          className="text-xs text-slate-700 tabular-nums dark:text-slate-300"
        >
          <span className="font-medium">{part === 'early' ? t`Früh` : t`Spät`}</span> {startsAt}–
          {endsAt} · {crew.name}
        </p>
      ))}
      <Button
        variant="link"
        size="sm"
        className="text-xs!"
        aria-label={t`Früh- und Spätdienst von ${callSign}`}
        onPress={() => setOpen(true)}
      >
        <Clock aria-hidden className="size-3.5" />
        <Trans>Schichten</Trans>
      </Button>
      <OnceOpened isOpen={isOpen}>
        <ShiftPartsModal
          vehicle={vehicle}
          day={day}
          isOpen={isOpen}
          onClose={() => setOpen(false)}
        />
      </OnceOpened>
    </div>
  );
}
