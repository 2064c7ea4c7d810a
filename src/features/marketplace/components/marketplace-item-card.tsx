import { Trans } from '@lingui/react/macro';
import { Siren } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MarketplaceItem } from '@/contract/transport-answer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { areaEnds, TransportNeeds, TransportRoute, TransportTimes } from './transport-facts';

/**
 * One open transport: what is known, and one tap to accept it. An urgent one (step 2 of the
 * ordering ward's escalation ladder, decision 042) says so in words and in red, and comes first.
 * The one a notification pointed to (`highlighted`) is scrolled to and ringed (issue 27).
 */
export function MarketplaceItemCard({
  item,
  onAccept,
  canAccept,
  highlighted = false,
}: {
  item: MarketplaceItem;
  onAccept: (item: MarketplaceItem) => void;
  canAccept: boolean;
  highlighted?: boolean;
}) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  return (
    <li
      ref={card}
      aria-label={item.number}
      aria-current={highlighted || undefined}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-xs sm:flex-row sm:items-center dark:bg-slate-900 ${
        highlighted
          ? 'ring-2 ring-sky-600 ring-offset-2 dark:ring-sky-400 dark:ring-offset-slate-950 '
          : ''
      }${
        item.urgent
          ? 'border-red-300 border-s-4 border-s-red-600 dark:border-red-800 dark:border-s-red-500'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <TransportTimes facts={item} />
          <span className="flex items-center gap-2 tabular-nums text-xs text-slate-500 dark:text-slate-400">
            {item.urgent && (
              <Badge variant="danger">
                <Siren aria-hidden className="size-3.5" />
                <Trans>Dringend</Trans>
              </Badge>
            )}
            {item.seriesId && (
              <Badge variant="info">
                <Trans>Serientermin</Trans>
              </Badge>
            )}
            {item.number}
          </span>
        </div>
        <TransportRoute ends={areaEnds(item)} />
        <TransportNeeds facts={item} />
      </div>
      <Button
        className="w-full sm:w-auto"
        size="lg"
        isDisabled={!canAccept}
        onPress={() => onAccept(item)}
      >
        <Trans>Annehmen</Trans>
      </Button>
    </li>
  );
}
