import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/teams/create')({
  staticData: {
    meta: {
      name: 'team-create',
      title: msg`Team anlegen`,
      parent: 'teams',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
