import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, Modal } from '@/components/ui/dialog';
import { NumberField } from '@/components/ui/number-field';

export type Completion = { km: number; waitingMinutes: number };

/**
 * Completion records the kilometres driven and the minutes waited (PRODUCT.md §4, billed per 15
 * minutes). The step keeps the time the crew tapped "abschließen", not the time they finished typing.
 */
export function CompleteDialog({
  number,
  isOpen,
  onCancel,
  onComplete,
}: {
  number: string;
  isOpen: boolean;
  onCancel: () => void;
  onComplete: (completion: Completion) => void;
}) {
  const { t } = useLingui();
  const [km, setKm] = useState<number>(NaN);
  const [waitingMinutes, setWaitingMinutes] = useState(0);
  const valid = Number.isInteger(km) && km >= 0 && Number.isInteger(waitingMinutes);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Dialog
        title={t`Transport ${number} abschließen`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button
              isDisabled={!valid}
              onPress={() => {
                onComplete({ km, waitingMinutes });
                close();
              }}
            >
              <Trans>Abschließen</Trans>
            </Button>
          </>
        )}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onComplete({ km, waitingMinutes });
          }}
        >
          <NumberField
            label={t`Gefahrene Kilometer`}
            isRequired
            autoFocus
            minValue={0}
            maxValue={2000}
            step={1}
            unit="km"
            value={km}
            onChange={setKm}
          />
          <NumberField
            label={t`Wartezeit`}
            isRequired
            minValue={0}
            maxValue={1440}
            step={5}
            unit="min"
            value={waitingMinutes}
            onChange={setWaitingMinutes}
          />
        </form>
      </Dialog>
    </Modal>
  );
}
