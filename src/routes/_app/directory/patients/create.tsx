import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/directory/patients/create')({
  staticData: {
    meta: {
      name: 'patient-create',
      title: msg`Patient anlegen`,
      parent: 'patients',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
