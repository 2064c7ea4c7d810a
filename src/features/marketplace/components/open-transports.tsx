import { Plural, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { MarketplaceItem } from '@/contract/transport-answer';
import { ServerList } from '@/components/offline/server-list';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { useOnline } from '@/lib/online';
import { openTransportsQueryOptions } from '../api/list-open-transports';
import type { MarketplaceFilters as Filters } from '../api/marketplace-keys';
import { AcceptDialog } from './accept-dialog';
import { MarketplaceFilters } from './marketplace-filters';
import { MarketplaceItemCard } from './marketplace-item-card';
import { OpenSeries } from './open-series';
import { ServiceAreaHint } from './service-area-hint';

/** "Offene Transporte": the marketplace in the company's service area, soonest first. */
export function OpenTransports({
  filters,
  onFiltersChange,
  highlightedId,
}: {
  /** The transport a notification pointed to: its card is scrolled to and ringed. */
  highlightedId?: string;
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [accepting, setAccepting] = useState<MarketplaceItem | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <ServiceAreaHint />
      <MarketplaceFilters filters={filters} onChange={onFiltersChange} />
      {!online && (
        <Alert variant="warning" title={t`Offline`}>
          {t`Annehmen geht nur mit Verbindung: Erst der Server weiß, wer einen Transport zuerst genommen hat.`}
        </Alert>
      )}
      <OpenSeries canAccept={online} filters={filters} />
      <ServerList options={openTransportsQueryOptions(filters)}>
        {(page) =>
          !page || page.data.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={page ? t`Keine offenen Transporte` : t`Noch nicht auf diesem Gerät`}
            >
              {page
                ? t`Zu diesen Filtern ist in Ihrem Einsatzgebiet gerade nichts offen.`
                : t`Der Marktplatz lädt, sobald eine Verbindung besteht.`}
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {page.more_rows ? (
                  t`Mehr als ${i18n.number(page.total_rows)} offene Transporte`
                ) : (
                  <Plural
                    value={page.total_rows}
                    one="# offener Transport"
                    other="# offene Transporte"
                  />
                )}
              </p>
              <ul className="flex flex-col gap-3" aria-label={t`Offene Transporte`}>
                {page.data.map((item) => (
                  <MarketplaceItemCard
                    key={item.id}
                    item={item}
                    canAccept={online}
                    onAccept={setAccepting}
                    highlighted={item.id === highlightedId}
                  />
                ))}
              </ul>
            </>
          )
        }
      </ServerList>
      <AcceptDialog item={accepting} onClose={() => setAccepting(null)} />
    </div>
  );
}
