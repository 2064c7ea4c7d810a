import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PatientCreatePage } from '@/features/patients/components/patient-create-page';

export const Route = createFileRoute('/_app/directory/patients/create')({
  staticData: {
    meta: {
      name: 'patient-create',
      title: msg`Patient anlegen`,
      parent: 'patients',
      visible: false,
    },
  },
  component: PatientCreatePage,
});
