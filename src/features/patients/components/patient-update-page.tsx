import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { RecordAttention } from '@/components/offline/record-attention';
import { RecordGate } from '@/components/offline/record-gate';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { PageHeader } from '@/components/ui/page-header';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { patientWrites } from '../api/patient-writes';
import { usePatient } from '../api/use-patient';
import { patientFormValues } from '../patient-form-values';
import { usePatientFields } from '../use-patient-fields';
import { DeletePatientAction } from './delete-patient-action';
import { PatientForm } from './patient-form';
import { listReturnSearch } from '@/lib/list-return';

/** Editing a patient, also one created offline that the server has not seen yet. */
export function PatientUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const fields = usePatientFields();
  const { query, entries, patient } = usePatient(id);
  const backToList = () =>
    navigate({ to: '/directory/patients', search: listReturnSearch('/directory/patients') });

  return (
    <RecordGate query={query} record={patient} notFoundTitle={t`Patient nicht gefunden`}>
      {(patient) => (
        <div className="flex max-w-4xl flex-col gap-4">
          <PageHeader
            title={`${patient.firstName} ${patient.lastName}`}
            description={<Trans>Patient bearbeiten</Trans>}
            className="pb-2"
          />
          <RecordAttention
            entries={entries}
            recordEntries={entriesOfRecord(entries, patientWrites.recordType, id)}
            fields={fields}
          />
          <PatientForm
            key={`${patient.id}:${patient.version}`}
            defaultValues={patientFormValues(patient)}
            submitLabel={<Trans>Speichern</Trans>}
            secondaryActions={
              <DeletePatientAction
                patient={patient}
                label={t`Löschen`}
                onDeleted={() => void backToList()}
              />
            }
            onSave={async (data) => {
              await save(
                patientWrites.update(id, data, patient.version),
                t`Patient ${data.lastName} gespeichert`,
              );
              await backToList();
            }}
          />
        </div>
      )}
    </RecordGate>
  );
}
