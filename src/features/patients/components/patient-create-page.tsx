import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { PageHeader } from '@/components/ui/page-header';
import { patientWrites } from '../api/patient-writes';
import { emptyPatientForm } from '../patient-form-values';
import { PatientForm } from './patient-form';
import { listReturnSearch } from '@/lib/list-return';

/** Seed §2 CreatePatient (Ctrl+P). The id is made here, so an offline create has it too. */
export function PatientCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useQueuedSave();
  const [id] = useState(() => crypto.randomUUID());
  return (
    <div className="max-w-4xl">
      <PageHeader title={<Trans>Patient anlegen</Trans>} />
      <PatientForm
        defaultValues={emptyPatientForm()}
        submitLabel={<Trans>Patient anlegen</Trans>}
        onSave={async (data) => {
          await save(patientWrites.create(id, data), t`Patient ${data.lastName} angelegt`);
          await navigate({
            to: '/directory/patients',
            search: listReturnSearch('/directory/patients'),
          });
        }}
      />
    </div>
  );
}
