import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  NO_SIGNATURE_REASONS,
  RideConfirmationInput,
  SIGNER_ROLES,
  type NoSignatureReason,
  type SignerRole,
} from '@/contract/ride-confirmation';
import { Button } from '@/components/ui/button';
import { Dialog, Modal } from '@/components/ui/dialog';
import { Radio, RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { saveRideConfirmation } from '../api/confirm-ride';
import { NO_SIGNATURE_LABELS, SIGNER_ROLE_LABELS } from '../confirmation-words';
import { signaturePng } from '../signature-image';
import { hasInk, type Strokes } from '../signature-strokes';
import { PhotoCapture } from './photo-capture';
import { SignaturePad } from './signature-pad';

type Mode = 'signature' | 'reason';

/**
 * The phone handed over (PRODUCT.md §9): full screen, the patient or an escort signs with a
 * finger and their name is typed, or the crew says why nobody signs; a photo of the
 * Transportschein may go with it. Saved into the offline queue like a step, sent when possible.
 */
export default function ConfirmationSheet({
  transportId,
  number,
  isOpen,
  onClose,
}: {
  transportId: string;
  number: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('signature');
  const [strokes, setStrokes] = useState<Strokes>([]);
  const [padSize, setPadSize] = useState({ width: 0, height: 0 });
  const [signerName, setSignerName] = useState('');
  const [signerRole, setSignerRole] = useState<SignerRole>('patient');
  const [reason, setReason] = useState<NoSignatureReason | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const inputOf = () => ({
    at: new Date().toISOString(),
    ...(mode === 'signature'
      ? hasInk(strokes)
        ? { signature: { image: signaturePng(strokes, padSize), signerName, signerRole } }
        : {}
      : reason
        ? { noSignature: reason }
        : {}),
    ...(photo ? { photo } : {}),
  });

  const save = async () => {
    const input = inputOf();
    const parsed = v.safeParse(RideConfirmationInput, input, { lang: i18n.locale });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[v.getDotPath(issue) ?? '_'] ??= issue.message;
      // Nothing drawn is said at the pad, not as a missing image.
      if (mode === 'signature' && !hasInk(strokes)) found.pad = t`Bitte unterschreiben lassen.`;
      if (mode === 'reason' && !reason) found.noSignature = t`Bitte einen Grund wählen.`;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const outcome = await saveRideConfirmation(transportId, input);
      if (outcome.state === 'refused') {
        toast.show({
          title: t`Bestätigung nicht übernommen`,
          message: outcome.error.message,
          severity: 'error',
        });
        return;
      }
      toast.show({
        title:
          outcome.state === 'saved'
            ? t`Fahrt ${number} bestätigt`
            : t`Bestätigung gespeichert – wird gesendet, sobald eine Verbindung besteht`,
        severity: outcome.state === 'saved' ? 'success' : 'info',
      });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      size="lg"
      className="h-dvh max-h-dvh rounded-none border-0 sm:h-auto sm:max-h-[92dvh] sm:rounded-xl sm:border"
    >
      <Dialog
        title={t`Fahrt ${number} bestätigen`}
        description={t`Bitte das Telefon der Patientin, dem Patienten oder der Begleitperson geben.`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button isPending={saving} onPress={() => void save()}>
              <Trans>Bestätigung speichern</Trans>
            </Button>
          </>
        )}
      >
        <div className="flex min-h-full flex-col gap-4">
          <RadioGroup
            aria-label={t`Art der Bestätigung`}
            orientation="horizontal"
            value={mode}
            onChange={(value) => setMode(value as Mode)}
          >
            <Radio value="signature">
              <Trans>Unterschrift</Trans>
            </Radio>
            <Radio value="reason">
              <Trans>Keine Unterschrift</Trans>
            </Radio>
          </RadioGroup>
          {mode === 'signature' ? (
            <>
              <SignaturePad
                strokes={strokes}
                onChange={(next, size) => {
                  setStrokes(next);
                  setPadSize(size);
                }}
              />
              {errors.pad && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {errors.pad}
                </p>
              )}
              <TextField
                label={t`Name der unterschreibenden Person`}
                isRequired
                autoComplete="off"
                value={signerName}
                onChange={setSignerName}
                isInvalid={!!errors['signature.signerName']}
                errorMessage={errors['signature.signerName']}
              />
              <RadioGroup
                label={t`Unterschrieben von`}
                orientation="horizontal"
                value={signerRole}
                onChange={(value) => setSignerRole(value as SignerRole)}
              >
                {SIGNER_ROLES.map((role) => (
                  <Radio key={role} value={role}>
                    {i18n._(SIGNER_ROLE_LABELS[role])}
                  </Radio>
                ))}
              </RadioGroup>
            </>
          ) : (
            <RadioGroup
              label={t`Warum keine Unterschrift?`}
              isRequired
              value={reason}
              onChange={(value) => setReason(value as NoSignatureReason)}
              isInvalid={!!errors.noSignature}
              errorMessage={errors.noSignature}
            >
              {NO_SIGNATURE_REASONS.map((option) => (
                <Radio key={option} value={option}>
                  {i18n._(NO_SIGNATURE_LABELS[option])}
                </Radio>
              ))}
            </RadioGroup>
          )}
          <PhotoCapture photo={photo} onChange={setPhoto} />
          {errors.photo && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errors.photo}
            </p>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
