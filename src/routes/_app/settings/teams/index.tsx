import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/teams/')({
  staticData: {
    meta: {
      name: 'teams',
      title: msg`Teams`,
      description: msg`Stationen, Abteilungen, Besatzungen und ihre Mitglieder.`,
      parent: 'settings',
      order: 4,
      icon: UsersRound,
    },
  },
  component: PlaceholderPage,
});
