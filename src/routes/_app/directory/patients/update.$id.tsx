import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/directory/patients/update/$id')({
  staticData: {
    meta: {
      name: 'patient-update',
      title: msg`Patient bearbeiten`,
      parent: 'patients',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
