import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@/features/teams/api/users';
import { TeamCreatePage } from '@/features/teams/components/team-pages';

export const Route = createFileRoute('/_app/settings/teams/create')({
  staticData: {
    meta: {
      name: 'team-create',
      title: msg`Team anlegen`,
      parent: 'teams',
      visible: false,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(usersQueryOptions()),
  component: TeamCreatePage,
});
