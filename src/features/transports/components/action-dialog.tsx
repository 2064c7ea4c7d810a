import type { ReactNode } from 'react';
import { useAppForm } from '@/components/form/app-form';
import { FormDialog } from '@/components/form/form-dialog';
import { Modal } from '@/components/ui/dialog';
import type { TransportCommand } from '../api/transport-commands';
import { CompletionForm } from './completion-dialog';
import { ReasonForm } from './reason-dialog';
import { ReleaseForm } from './release-dialog';

export type DialogKind = 'accept' | 'return' | 'cancel' | 'release' | 'completed';

type ActionDialogProps = {
  kind: DialogKind;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The outbound trip's time, for the release of its return trip (checked before sending). */
  outboundAt?: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (command: TransportCommand) => Promise<unknown>;
};

/**
 * Asks what a command needs before it is sent, each on the app's form: a reason (return,
 * cancel), the return time (an on-call return), km and waiting minutes (completion), or just a
 * yes (accept). What the server refuses shows at its field, the rest above the fields; the
 * dialog stays open until the command went through.
 */
export function ActionDialog({
  kind,
  outboundAt,
  isOpen,
  onOpenChange,
  onSend,
  ...props
}: ActionDialogProps) {
  const send = async (command: TransportCommand) => {
    await onSend(command);
    onOpenChange(false);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      {kind === 'return' || kind === 'cancel' ? (
        <ReasonForm
          {...props}
          variant={kind === 'cancel' ? 'danger' : 'primary'}
          onSend={(reason) => send({ action: kind, reason })}
        />
      ) : kind === 'release' ? (
        <ReleaseForm
          {...props}
          outboundAt={outboundAt}
          onSend={(returnAt) => send({ action: 'release', returnAt })}
        />
      ) : kind === 'completed' ? (
        <CompletionForm
          {...props}
          onSend={(completion) =>
            send({
              action: 'status',
              step: { status: 'completed', at: new Date().toISOString(), ...completion },
            })
          }
        />
      ) : (
        <AcceptForm {...props} onSend={() => send({ action: 'accept' })} />
      )}
    </Modal>
  );
}

/** A yes with nothing to fill in; a refusal (taken by another company first) shows above. */
function AcceptForm({
  title,
  description,
  confirmLabel,
  onSend,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onSend: () => Promise<unknown>;
}) {
  const form = useAppForm({ defaultValues: {}, onSubmit: () => onSend() });
  return (
    <form.AppForm>
      <FormDialog title={title} description={description} confirmLabel={confirmLabel}>
        {null}
      </FormDialog>
    </form.AppForm>
  );
}
