import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { teamsQueryOptions } from '@/features/teams/api/teams';
import { UserCreatePage } from '@/features/teams/components/user-pages';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/teams/create-user')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
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
