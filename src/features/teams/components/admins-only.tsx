import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/lib/session';

/**
 * The admins' screens of teams and users, opened by a member by URL: they say at once whose they
 * are and offer no form the server would refuse only on saving (issue 27).
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  if (useCurrentUser().role === 'admin') return children;
  return (
    <EmptyState
      icon={Lock}
      title={<Trans>Nur für Administratoren</Trans>}
      action={
        <Link to="/settings/teams" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Zu Teams und Benutzern</Trans>
        </Link>
      }
    >
      <Trans>
        Teams und Benutzer legen die Administratoren Ihrer Organisation an und ändern sie.
      </Trans>
    </EmptyState>
  );
}
