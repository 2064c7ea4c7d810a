import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PatientUpdatePage } from '@/features/patients/components/patient-update-page';

export const Route = createFileRoute('/_app/directory/patients/update/$id')({
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
