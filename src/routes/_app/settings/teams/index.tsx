import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { teamsQueryOptions } from '@/features/teams/api/teams';
import { usersQueryOptions } from '@/features/teams/api/users';
import { TeamsPage } from '@/features/teams/components/teams-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/teams/')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
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
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(teamsQueryOptions()),
      context.queryClient.ensureQueryData(usersQueryOptions()),
    ]),
  component: TeamsPage,
});
