import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listReturnSearch } from '@/lib/list-return';
import { useParentRoute } from './use-navigation';

/**
 * A record's page for a record that is not there — never was, was deleted, or belongs to
 * another organisation (the API's 404 says no more, PRODUCT.md §7): what is missing, why it may
 * be, and the way back to the list the page belongs to, as the header's "Zurück" leads.
 */
export function RecordNotFound({ title }: { title: string }) {
  const parent = useParentRoute();
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      action={
        parent && (
          <Link
            to={parent.to}
            search={listReturnSearch(parent.to)}
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Trans>Zurück zur Liste</Trans>
          </Link>
        )
      }
    >
      <Trans>Dieser Eintrag existiert nicht oder wurde gelöscht.</Trans>
    </EmptyState>
  );
}
