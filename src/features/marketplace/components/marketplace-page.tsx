import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { cx } from '@/components/ui/styles';
import type { MarketplaceFilters } from '../api/marketplace-keys';
import { OpenTransports } from './open-transports';
import { ScheduledTransports } from './scheduled-transports';

export type MarketplaceView = 'open' | 'scheduled';

const tabStyles = (active: boolean) =>
  cx(
    'flex-1 rounded-md px-3 py-2 text-center text-sm font-medium sm:flex-none',
    active
      ? 'bg-white text-slate-900 shadow-xs dark:bg-slate-700 dark:text-slate-50'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50',
  );

/** The marketplace of a transport company: what it may take, and what it has taken. */
export function MarketplacePage({
  view,
  filters,
  onFiltersChange,
  highlightedId,
}: {
  highlightedId?: string;
  view: MarketplaceView;
  filters: MarketplaceFilters;
  onFiltersChange: (next: MarketplaceFilters) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        title={<Trans>Marktplatz</Trans>}
        description={
          view === 'open' ? (
            <Trans>Transporte in Ihrem Einsatzgebiet: dringende zuerst, dann die frühesten.</Trans>
          ) : (
            <Trans>Ihre angenommenen Transporte und wer sie fährt.</Trans>
          )
        }
      />
      {/* The two views side by side: the sidebar is closed on phones and tablets. */}
      <div
        role="group"
        aria-label={t`Ansicht`}
        className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:w-fit dark:bg-slate-800"
      >
        <Link
          to="/marketplace"
          search={{ view: 'open' }}
          aria-current={view === 'open' ? 'page' : undefined}
          className={tabStyles(view === 'open')}
        >
          <Trans>Offene Transporte</Trans>
        </Link>
        <Link
          to="/marketplace"
          search={{ view: 'scheduled' }}
          aria-current={view === 'scheduled' ? 'page' : undefined}
          className={tabStyles(view === 'scheduled')}
        >
          <Trans>Disponierte Transporte</Trans>
        </Link>
      </div>
      {view === 'open' ? (
        <OpenTransports
          filters={filters}
          onFiltersChange={onFiltersChange}
          highlightedId={highlightedId}
        />
      ) : (
        <ScheduledTransports />
      )}
    </div>
  );
}
