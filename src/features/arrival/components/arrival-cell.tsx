import { useQuery } from '@tanstack/react-query';
import type { Transport } from '@/contract/transport-answer';
import { arrivalQueryOptions } from '../api/get-arrival';
import { ArrivalText, hasNews } from './arrival-line';
import { DelayText, LateBadge } from './delay-text';

/**
 * The arrival line in a row of the transports' list (issue 29), the same words as on the
 * transport's page, with a reported delay or the "verspätet" mark (decision 113). Live like the
 * page: the realtime `transport.updated` after each position or delay refreshes the transports'
 * keys, this one among them.
 */
export function ArrivalCell({ transport }: { transport: Transport }) {
  const { data } = useQuery(arrivalQueryOptions(transport.id));
  if (!hasNews(data)) return null;
  return (
    <span className="flex flex-col items-start gap-1">
      {data.late && <LateBadge />}
      {data.state !== 'none' && (
        <span data-testid="arrival-cell" className="text-xs text-sky-800 dark:text-sky-200">
          <ArrivalText arrival={data} />
        </span>
      )}
      {data.delay && (
        <span
          data-testid="delay-cell"
          className="text-xs font-medium text-amber-900 dark:text-amber-200"
        >
          <DelayText delay={data.delay} />
        </span>
      )}
    </span>
  );
}
