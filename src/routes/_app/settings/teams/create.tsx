import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@/features/teams/api/users';
import { TeamCreatePage } from '@/features/teams/components/team-pages';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/teams/create')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
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
