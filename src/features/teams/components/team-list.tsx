import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import type { Team } from '@/contract/team';

/** The departments or crews, each with its members; admins get an edit link per team. */
export function TeamList({ teams, canEdit }: { teams: Team[]; canEdit: boolean }) {
  const { t } = useLingui();
  if (teams.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
        <Trans>Keine Teams gefunden.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {teams.map((team) => (
        <li key={team.id} className="flex items-start gap-3 px-4 py-3 sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-50">
              {team.name}
              {team.crew && (
                <Badge variant="info">
                  <Trans>Besatzung</Trans>
                </Badge>
              )}
            </p>
            {team.description && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{team.description}</p>
            )}
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {team.members.length === 0 ? (
                <span className="text-slate-500 dark:text-slate-400">
                  <Trans>Noch keine Mitglieder</Trans>
                </span>
              ) : (
                team.members.map((m) => `${m.firstName} ${m.lastName}`).join(', ')
              )}
            </p>
          </div>
          {canEdit && (
            <Link
              to="/settings/teams/update/$id"
              params={{ id: team.id }}
              aria-label={t`${team.name} bearbeiten`}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
