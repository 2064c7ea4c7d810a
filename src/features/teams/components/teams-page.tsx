import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { useCurrentUser } from '@/lib/session';
import { teamsQueryOptions } from '../api/teams';
import { usersQueryOptions } from '../api/users';
import { matches, teamWord } from './team-words';
import { TeamList } from './team-list';
import { UserList } from './user-list';

/** Seed §2 "Teams page: departments and users, add user, add team" — side by side, one search. */
export function TeamsPage() {
  const { t, i18n } = useLingui();
  const me = useCurrentUser();
  const isAdmin = me.role === 'admin';
  const { data: teams } = useSuspenseQuery(teamsQueryOptions());
  const { data: users } = useSuspenseQuery(usersQueryOptions());
  const [search, setSearch] = useState('');
  const shownTeams = teams.data.filter((team) =>
    matches(
      search,
      team.name,
      team.description,
      ...team.members.map((m) => `${m.firstName} ${m.lastName}`),
    ),
  );
  const shownUsers = users.data.filter((user) =>
    matches(search, user.firstName, user.lastName, user.email, ...user.teams.map((x) => x.name)),
  );
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <PageHeader
        title={<Trans>Teams</Trans>}
        description={
          isAdmin
            ? i18n._(teamWord(me.organization.type.value))
            : t`Sie sehen die Teams und Benutzer Ihrer Organisation. Ändern können sie nur Administratoren.`
        }
        className="pb-0"
        actions={
          isAdmin && (
            <>
              <Link to="/settings/teams/create" className={buttonStyles({ variant: 'secondary' })}>
                <Plus aria-hidden className="size-4" />
                <Trans>Team anlegen</Trans>
              </Link>
              <Link to="/settings/teams/create-user" className={buttonStyles()}>
                <UserPlus aria-hidden className="size-4" />
                <Trans>Benutzer anlegen</Trans>
              </Link>
            </>
          )
        }
      />
      <SearchField
        aria-label={t`Teams und Benutzer durchsuchen`}
        placeholder={t`Name, E-Mail oder Team suchen`}
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader
            title={i18n._(teamWord(me.organization.type.value))}
            description={t`${shownTeams.length} von ${teams.total_rows}`}
          />
          <TeamList teams={shownTeams} canEdit={isAdmin} />
        </Card>
        <Card>
          <CardHeader
            title={<Trans>Benutzer</Trans>}
            description={t`${shownUsers.length} von ${users.total_rows}`}
          />
          <UserList users={shownUsers} canEdit={isAdmin} />
        </Card>
      </div>
    </div>
  );
}
