import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Patient } from '@/contract/patient';
import { useSaveFeedback } from '@/components/offline/use-save-feedback';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useQueuedSave } from '@/lib/offline-writes/use-queued-save';
import { deletePatientWrite } from '../api/patient-writes';

/** Deleting a patient after asking; works offline like every other change. */
export function DeletePatientAction({
  patient,
  onDeleted,
  label,
}: {
  patient: Pick<Patient, 'id' | 'firstName' | 'lastName'>;
  onDeleted?: () => void;
  /** Shown as a text button (forms); without, an icon button (lists). */
  label?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useQueuedSave('patients');
  const feedback = useSaveFeedback();
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <>
      {label ? (
        <Button variant="danger" onPress={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          {label}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`${name} löschen`}
          onPress={() => setOpen(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={t`Patient löschen?`}
        onConfirm={async () => {
          feedback(await save(deletePatientWrite(patient.id)), t`Patient gelöscht`);
          onDeleted?.();
        }}
      >
        <Trans>
          {name} wird aus den Stammdaten gelöscht. Bereits bestellte Transporte behalten ihre
          Angaben.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
