import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/teams/update-user/$id')({
  staticData: {
    meta: {
      name: 'user-update',
      title: msg`Benutzer bearbeiten`,
      parent: 'teams',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
