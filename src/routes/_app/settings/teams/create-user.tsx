import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/teams/create-user')({
  staticData: {
    meta: {
      name: 'user-create',
      title: msg`Benutzer anlegen`,
      parent: 'teams',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
