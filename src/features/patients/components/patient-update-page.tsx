import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { SearchX, WifiOff } from 'lucide-react';
import { ERROR_CODES } from '@/contract/common';
import { RecordAttention } from '@/components/offline/record-attention';
import { useSaveFeedback } from '@/components/offline/use-save-feedback';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonText } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { useQueuedSave } from '@/lib/offline-writes/use-queued-save';
import { updatePatientWrite } from '../api/patient-writes';
import { usePatient } from '../api/use-patients';
import { patientFormValues } from '../patient-form-values';
import { usePatientFields } from '../use-patient-fields';
import { DeletePatientAction } from './delete-patient-action';
import { PatientForm } from './patient-form';

/** Editing a patient, also one created offline that the server has not seen yet. */
export function PatientUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave('patients');
  const feedback = useSaveFeedback();
  const fields = usePatientFields();
  const { query, entries, patient } = usePatient(id);
  const backToList = () => navigate({ to: '/directory/patients' });

  if (!patient) {
    if (query.isPending && query.fetchStatus !== 'paused')
      return <SkeletonText lines={8} className="mx-auto max-w-4xl" />;
    const missing = isApiError(query.error, ERROR_CODES.notFound);
    return (
      <EmptyState
        icon={missing ? SearchX : WifiOff}
        title={missing ? t`Patient nicht gefunden` : t`Offline`}
      >
        {missing ? (
          <Trans>Diesen Patienten gibt es nicht (mehr).</Trans>
        ) : (
          <Trans>Dieser Patient wurde auf diesem Gerät noch nicht geladen.</Trans>
        )}
      </EmptyState>
    );
  }
  if (patient.pending?.operation === 'delete') {
    return (
      <EmptyState icon={SearchX} title={t`Wird gelöscht`}>
        <Trans>Dieser Patient wird gelöscht, sobald eine Verbindung besteht.</Trans>
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageHeader
        title={`${patient.firstName} ${patient.lastName}`}
        description={<Trans>Patient bearbeiten</Trans>}
        className="pb-2"
      />
      <RecordAttention
        entries={entries}
        recordEntries={entriesOfRecord(entries, 'patients', id)}
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
          feedback(
            await save(updatePatientWrite(id, data, patient.version)),
            t`Änderungen gespeichert`,
          );
          await backToList();
        }}
      />
    </div>
  );
}
