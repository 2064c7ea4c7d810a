import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/features/teams/api/teams';
import { usersQueryOptions } from '@/features/teams/api/users';
import { TeamUpdatePage } from '@/features/teams/components/team-pages';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/teams/update/$id')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'team-update',
      title: msg`Team bearbeiten`,
      parent: 'teams',
      visible: false,
    },
  },
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(teamQueryOptions(params.id)),
      context.queryClient.ensureQueryData(usersQueryOptions()),
    ]),
  component: TeamUpdateRoute,
});

function TeamUpdateRoute() {
  const { id } = Route.useParams();
  return <TeamUpdatePage id={id} />;
}
