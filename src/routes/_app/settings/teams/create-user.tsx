import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { teamsQueryOptions } from '@/features/teams/api/teams';
import { UserCreatePage } from '@/features/teams/components/user-pages';

export const Route = createFileRoute('/_app/settings/teams/create-user')({
  staticData: {
    meta: {
      name: 'user-create',
      title: msg`Benutzer anlegen`,
      parent: 'teams',
      visible: false,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(teamsQueryOptions()),
  component: UserCreatePage,
});
