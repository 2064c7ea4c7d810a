import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  isCrewStep,
  FMS_STATUS,
  nextCrewSteps,
  type CrewStep,
  type TransportAction,
} from '@/contract/transport-lifecycle';
import type { Transport } from '@/contract/transport-answer';
import { Button } from '@/components/ui/button';
import { useCrewStep } from '../use-crew-step';
import { CompleteDialog } from './complete-dialog';
import { STEP_LABELS } from './step-buttons';

/**
 * A crew step on the transport's own page, queued like on "Heute" (decision 026). A step waiting
 * on the phone shows as the transport's status, and the steps after it are offered next (the
 * queued write's overlay names them, transport-writes.ts), so a dead spot stops nothing.
 */
function CrewStepAction({ transport, step }: { transport: Transport; step: CrewStep }) {
  const { i18n } = useLingui();
  const saveStep = useCrewStep();
  const [saving, setSaving] = useState(false);
  const [completingAt, setCompletingAt] = useState<string | null>(null);
  const send = async (body: Parameters<typeof saveStep>[1]) => {
    setSaving(true);
    try {
      await saveStep(transport.id, body);
    } finally {
      setSaving(false);
    }
  };
  const fms = FMS_STATUS[step];
  return (
    <>
      <Button
        // The next in the normal order is the primary step, skipping it the quieter one.
        variant={nextCrewSteps(transport.status)[0] === step ? 'primary' : 'secondary'}
        isDisabled={saving}
        onPress={() => {
          const at = new Date().toISOString();
          if (step === 'completed') setCompletingAt(at);
          else void send({ status: step, at });
        }}
      >
        {fms !== undefined && <span className="font-bold tabular-nums">{fms}</span>}
        {i18n._(STEP_LABELS[step])}
      </Button>
      {step === 'completed' && (
        <CompleteDialog
          number={transport.number}
          isOpen={completingAt !== null}
          onCancel={() => setCompletingAt(null)}
          onComplete={(completion) => {
            if (completingAt) void send({ status: 'completed', at: completingAt, ...completion });
            setCompletingAt(null);
          }}
        />
      )}
    </>
  );
}

/** For the transport view's action bar: crew steps drawn (and queued) by the crew feature. */
export function renderCrewAction(action: TransportAction, transport: Transport): ReactNode {
  return isCrewStep(action) ? (
    <CrewStepAction key={action} transport={transport} step={action} />
  ) : undefined;
}
