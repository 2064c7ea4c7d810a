import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  FMS_STATUS,
  nextCrewSteps,
  type CrewStep,
  type TransportStatus,
} from '@/contract/transport-lifecycle';
import { Button } from '@/components/ui/button';

/** What the crew says when it taps a step (FMS wording, PRODUCT.md §4). */
export const STEP_LABELS: Record<CrewStep, MessageDescriptor> = {
  en_route: msg`Einsatz übernommen / Anfahrt`,
  at_pickup: msg`Am Abholort`,
  in_transit: msg`Patient aufgenommen`,
  at_destination: msg`Am Ziel`,
  completed: msg`Transport abschließen`,
};

/**
 * Large buttons for the next step only. The next in the normal order is the primary one — after 3
 * it is 4 "Am Abholort", after 7 it is 8 "Am Ziel" — and skipping it (7, completion) the quieter
 * choice beside it. Each shows its FMS number.
 */
export function StepButtons({
  status,
  isDisabled,
  onStep,
}: {
  status: TransportStatus;
  isDisabled: boolean;
  onStep: (step: CrewStep) => void;
}) {
  const { i18n } = useLingui();
  const steps = nextCrewSteps(status);
  if (steps.length === 0) return null;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {steps.map((step, index) => {
        const fms = FMS_STATUS[step];
        return (
          <Button
            key={step}
            size="lg"
            variant={index === 0 ? 'primary' : 'secondary'}
            isDisabled={isDisabled}
            onPress={() => onStep(step)}
            className="h-16! justify-start gap-3 text-lg! sm:h-14!"
          >
            {fms !== undefined && (
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-md bg-black/15 text-xl font-bold tabular-nums dark:bg-white/15"
              >
                {fms}
              </span>
            )}
            <span className="truncate whitespace-normal text-start leading-tight">
              {fms !== undefined && <span className="sr-only">{`${fms} `}</span>}
              {i18n._(STEP_LABELS[step])}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
