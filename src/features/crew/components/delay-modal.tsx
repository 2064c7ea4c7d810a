import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DELAY_QUICK_MINUTES, DELAY_REASONS, type DelayReason } from '@/contract/delay';
import { DELAY_REASON_LABELS } from '@/features/arrival';
import { Button } from '@/components/ui/button';
import { Dialog, Modal } from '@/components/ui/dialog';
import { formatTime } from '@/lib/dates';
import { atClockTime, inMinutes } from '../delay-time';

/**
 * The delay report's dialog (decision 113): why, then when. Its own module, loaded when a crew
 * first taps "Verspätung melden", so react-aria's modal stays out of "Heute"'s first load
 * (decision 115).
 */
export default function DelayModal({
  number,
  isOpen,
  onClose,
  onReport,
}: {
  number: string;
  isOpen: boolean;
  onClose: () => void;
  onReport: (reason: DelayReason, newArrivalAt: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState<DelayReason | null>(null);
  const close = () => {
    setReason(null);
    onClose();
  };
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog
        title={t`Verspätung melden`}
        description={t`Transport ${number} · Station und Disposition werden benachrichtigt.`}
      >
        {reason === null ? (
          <ReasonChoice onChoose={setReason} />
        ) : (
          <ArrivalChoice
            reason={reason}
            onBack={() => setReason(null)}
            onChoose={(newArrivalAt) => {
              onReport(reason, newArrivalAt);
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function ReasonChoice({ onChoose }: { onChoose: (reason: DelayReason) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-slate-900 dark:text-slate-50">
        <Trans>Grund</Trans>
      </legend>
      {DELAY_REASONS.map((reason) => (
        <Button
          key={reason}
          variant="secondary"
          size="lg"
          onPress={() => onChoose(reason)}
          className="h-auto! min-h-12 justify-start py-2 text-start whitespace-normal"
        >
          {i18n._(DELAY_REASON_LABELS[reason])}
        </Button>
      ))}
    </fieldset>
  );
}

function ArrivalChoice({
  reason,
  onBack,
  onChoose,
}: {
  reason: DelayReason;
  onBack: () => void;
  onChoose: (newArrivalAt: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [now] = useState(() => new Date());
  const [time, setTime] = useState('');
  const typed = atClockTime(now, time);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-50">
          {i18n._(DELAY_REASON_LABELS[reason])}
        </span>
        <Button variant="link" onPress={onBack}>
          <Trans>anderer Grund</Trans>
        </Button>
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-slate-900 dark:text-slate-50">
          <Trans>Neue Ankunft</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {DELAY_QUICK_MINUTES.map((minutes) => {
            const at = inMinutes(now, minutes);
            return (
              <Button key={minutes} size="lg" onPress={() => onChoose(at)} className="h-16! px-2!">
                <span className="flex flex-col items-center leading-tight">
                  <span className="text-lg font-bold">{t`+${minutes} Min.`}</span>
                  <span className="text-xs font-normal tabular-nums">{formatTime(at)}</span>
                </span>
              </Button>
            );
          })}
        </div>
        <div className="mt-2 flex items-end gap-2">
          <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <Trans>oder Uhrzeit</Trans>
            <input
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className="h-12 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 tabular-nums dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50 dark:[color-scheme:dark]"
            />
          </label>
          <Button size="lg" isDisabled={!typed} onPress={() => typed && onChoose(typed)}>
            <Trans>Melden</Trans>
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
