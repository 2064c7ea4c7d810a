import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  CREW_STEPS,
  FMS_STATUS,
  OPTIONAL_CREW_STEPS,
  type CrewStep,
  type TransportAction,
} from '@/contract/transport-lifecycle';
import type { Transport } from '@/contract/transport-answer';
import { Button } from '@/components/ui/button';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { crewStep } from '@/features/transports';
import { useCrewStep } from '../use-crew-step';
import { CompleteDialog } from './complete-dialog';
import { STEP_LABELS } from './step-buttons';

const isCrewStep = (action: TransportAction): action is CrewStep =>
  (CREW_STEPS as readonly string[]).includes(action);

/**
 * A crew step on the transport's own page, queued like on "Heute" (decision 026). While a step of
 * this transport waits on the phone, the server's next steps are not offered again: the same tap
 * twice would only be refused later.
 */
function CrewStepAction({ transport, step }: { transport: Transport; step: CrewStep }) {
  const { i18n } = useLingui();
  const saveStep = useCrewStep();
  const queued = entriesOfRecord(useOutboxEntries(), 'transports', transport.id).some(
    (entry) => entry.body?.write.kind === crewStep.kind,
  );
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
        variant={OPTIONAL_CREW_STEPS.includes(step) ? 'secondary' : 'primary'}
        isDisabled={saving || queued}
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
