import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { teamsQueryOptions } from '@/features/teams/api/teams';
import { userQueryOptions } from '@/features/teams/api/users';
import { UserUpdatePage } from '@/features/teams/components/user-pages';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/teams/update-user/$id')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'user-update',
      title: msg`Benutzer bearbeiten`,
      parent: 'teams',
      visible: false,
    },
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userQueryOptions(params.id)),
      context.queryClient.ensureQueryData(teamsQueryOptions()),
    ]),
  component: UserUpdateRoute,
});

function UserUpdateRoute() {
  const { id } = Route.useParams();
  return <UserUpdatePage id={id} />;
}
