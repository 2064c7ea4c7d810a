import { useLingui } from '@lingui/react/macro';
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Dialog, Modal } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { TextAreaField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { instantOf } from '../order-form-values';
import type { TransportCommand } from '../api/transport-commands';

export type DialogKind = 'accept' | 'return' | 'cancel' | 'release' | 'completed';

/**
 * Asks what a command needs before it is sent: a reason (return, cancel), the return time (an
 * on-call return), km and waiting minutes (completion), or just a yes (accept). The server's
 * refusal is shown in the dialog, which stays open.
 */
export function ActionDialog({
  kind,
  title,
  description,
  confirmLabel,
  isOpen,
  onOpenChange,
  onSend,
}: {
  kind: DialogKind;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (command: TransportCommand) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [returnAt, setReturnAt] = useState<CalendarDateTime | null>(null);
  const [km, setKm] = useState(Number.NaN);
  const [waiting, setWaiting] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const command = (): TransportCommand | null => {
    switch (kind) {
      case 'accept':
        return { action: 'accept' };
      case 'return':
      case 'cancel':
        return reason.trim() ? { action: kind, reason: reason.trim() } : null;
      case 'release':
        return returnAt
          ? { action: 'release', returnAt: instantOf(returnAt.toString().slice(0, 16)) ?? '' }
          : null;
      case 'completed':
        return Number.isNaN(km)
          ? null
          : {
              action: 'status',
              step: {
                status: 'completed',
                at: new Date().toISOString(),
                km,
                waitingMinutes: Number.isNaN(waiting) ? 0 : waiting,
              },
            };
    }
  };

  const submit = async () => {
    const next = command();
    if (!next) {
      setError(t`Bitte füllen Sie die Pflichtfelder aus.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSend(next);
      onOpenChange(false);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? failure.message
          : t`Das hat nicht geklappt. Bitte versuchen Sie es erneut.`,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={title}
        description={description}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t`Abbrechen`}
            </Button>
            <Button
              variant={kind === 'cancel' ? 'danger' : 'primary'}
              isPending={pending}
              onPress={() => void submit()}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <Form
          className="gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error && <Alert variant="error">{error}</Alert>}
          {(kind === 'return' || kind === 'cancel') && (
            <TextAreaField
              label={t`Grund`}
              isRequired
              autoFocus
              value={reason}
              onChange={setReason}
              rows={3}
            />
          )}
          {kind === 'release' && (
            <DateField<CalendarDateTime>
              label={t`Rückfahrt um`}
              isRequired
              autoFocus
              granularity="minute"
              hourCycle={24}
              hideTimeZone
              value={returnAt}
              onChange={setReturnAt}
              placeholderValue={parseDateTime(new Date().toISOString().slice(0, 16))}
            />
          )}
          {kind === 'completed' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                label={t`Gefahrene km`}
                isRequired
                autoFocus
                minValue={0}
                value={km}
                onChange={setKm}
              />
              <NumberField
                label={t`Wartezeit (Minuten)`}
                minValue={0}
                value={waiting}
                onChange={setWaiting}
              />
            </div>
          )}
        </Form>
      </Dialog>
    </Modal>
  );
}
