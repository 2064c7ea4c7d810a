import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PatientCreatePage } from '@/features/patients/components/patient-create-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/directory/patients/create')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
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
