import { Trans, useLingui } from '@lingui/react/macro';
import type { Patient } from '@/contract/patient';
import { DeleteRecordAction } from '@/components/offline/delete-record-action';
import { patientWrites } from '../api/patient-writes';

export function DeletePatientAction({
  patient,
  onDeleted,
  label,
}: {
  patient: Pick<Patient, 'id' | 'firstName' | 'lastName'>;
  onDeleted?: () => void;
  label?: string;
}) {
  const { t } = useLingui();
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <DeleteRecordAction
      write={() => patientWrites.delete(patient.id)}
      name={name}
      title={t`Patient löschen?`}
      doneTitle={t`Patient ${patient.lastName} gelöscht`}
      label={label}
      onDeleted={onDeleted}
    >
      <Trans>
        „{name}“ wird aus den Stammdaten gelöscht. Bereits bestellte Transporte behalten ihre
        Angaben.
      </Trans>
    </DeleteRecordAction>
  );
}
