import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PatientUpdatePage } from '@/features/patients/components/patient-update-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/directory/patients/update/$id')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'patient-update',
      title: msg`Patient bearbeiten`,
      parent: 'patients',
      visible: false,
    },
  },
  component: PatientUpdateRoute,
});

function PatientUpdateRoute() {
  const { id } = Route.useParams();
  return <PatientUpdatePage id={id} />;
}
