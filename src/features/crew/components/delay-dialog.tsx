import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { lazy, useState } from 'react';
import type { DelayReason } from '@/contract/delay';
import { Button } from '@/components/ui/button';
import { OnceOpened } from '@/components/ui/once-opened';

// The dialog's code (react-aria's modal and focus scope) loads with the first report (decision 115).
const DelayModal = lazy(() => import('./delay-modal'));

/**
 * "Verspätung melden" in two taps (decision 113): why, then when — in 15, 30 or 45 minutes, or
 * at a time typed in. The report goes through the offline queue like a step.
 */
export function DelayAction({
  number,
  isDisabled,
  onReport,
}: {
  number: string;
  isDisabled: boolean;
  onReport: (reason: DelayReason, newArrivalAt: string) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        isDisabled={isDisabled}
        className="h-12!"
        onPress={() => setOpen(true)}
      >
        <Clock aria-hidden className="size-5" />
        <Trans>Verspätung melden</Trans>
      </Button>
      <OnceOpened isOpen={isOpen}>
        <DelayModal
          number={number}
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          onReport={onReport}
        />
      </OnceOpened>
    </>
  );
}
