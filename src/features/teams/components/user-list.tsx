import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Pencil, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { OrganizationUser } from '@/contract/user';
import { useResendInvitation } from '../api/users';
import { ROLE_LABELS } from './team-words';
import { UserStatusBadge } from './user-status-badge';

/** The people of the organisation: role, invitation state, teams; admins edit and re-invite. */
export function UserList({ users, canEdit }: { users: OrganizationUser[]; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const resend = useResendInvitation();
  if (users.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
        <Trans>Keine Benutzer gefunden.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {users.map((user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <li key={user.id} className="flex items-start gap-3 px-4 py-3 sm:px-5">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-medium text-slate-900 dark:text-slate-50">{name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant={user.role === 'admin' ? 'info' : 'neutral'}>
                  {i18n._(ROLE_LABELS[user.role])}
                </Badge>
                <UserStatusBadge status={user.status} />
              </div>
              {user.teams.length > 0 && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {user.teams.map((team) => team.name).join(', ')}
                </p>
              )}
            </div>
            {canEdit && (
              <div className="flex shrink-0 items-center gap-1">
                {user.status === 'invited' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Einladung an ${name} erneut senden`}
                    isPending={resend.isPending && resend.variables === user.id}
                    onPress={async () => {
                      await resend.mutateAsync(user.id);
                      toast.show({ title: t`Einladung erneut gesendet`, severity: 'success' });
                    }}
                  >
                    <Send aria-hidden className="size-4" />
                  </Button>
                )}
                <Link
                  to="/settings/teams/update-user/$id"
                  params={{ id: user.id }}
                  aria-label={t`${name} bearbeiten`}
                  className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                >
                  <Pencil aria-hidden className="size-4" />
                </Link>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
