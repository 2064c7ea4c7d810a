import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/teams/update/$id')({
  staticData: {
    meta: {
      name: 'team-update',
      title: msg`Team bearbeiten`,
      parent: 'teams',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
