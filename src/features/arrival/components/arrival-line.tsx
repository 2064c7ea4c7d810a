import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Clock, Navigation } from 'lucide-react';
import type { Arrival } from '@/contract/arrival';
import { showsArrival } from '@/contract/delay';
import type { Transport } from '@/contract/transport-answer';
import { formatTime } from '@/lib/dates';
import { arrivalQueryOptions } from '../api/get-arrival';
import { DelayText, LateBadge } from './delay-text';

export function ArrivalText({ arrival }: { arrival: Arrival }) {
  switch (arrival.state) {
    case 'estimated': {
      const time = formatTime(arrival.estimatedAt!);
      const asOf = formatTime(arrival.positionAt!);
      return arrival.heading === 'destination' ? (
        <Trans>
          Patient unterwegs · Ankunft am Ziel ca. {time} (Stand {asOf})
        </Trans>
      ) : (
        <Trans>
          Fahrzeug unterwegs · Ankunft ca. {time} (Stand {asOf})
        </Trans>
      );
    }
    case 'stale': {
      const asOf = formatTime(arrival.positionAt!);
      return <Trans>Fahrzeug unterwegs · keine aktuelle Position (zuletzt {asOf})</Trans>;
    }
    case 'unknown':
      return <Trans>Fahrzeug unterwegs · noch keine Ankunftszeit</Trans>;
    case 'arrived':
      return <Trans>Fahrzeug am Abholort</Trans>;
    default:
      return null;
  }
}

/** Whether the arrival has anything to say: a time, a state, a delay told. */
export const hasNews = (arrival: Arrival | undefined): arrival is Arrival =>
  arrival !== undefined && (arrival.state !== 'none' || arrival.delay !== null);

/**
 * "Fahrzeug unterwegs · Ankunft ca. 14:35 (Stand 14:12)" on the transport's page while it is on
 * its way (issue 29): "ca." and the time of the position keep it honest, a stale position says so.
 * A delay the crew reported stands under it with its reason, an unreported one as "verspätet"
 * (decision 113) — also before the vehicle set off, once the pickup is near.
 */
export function ArrivalLine({ transport }: { transport: Transport }) {
  const shown = showsArrival(transport, new Date());
  const { data } = useQuery({ ...arrivalQueryOptions(transport.id), enabled: shown });
  if (!shown || !hasNews(data)) return null;
  return (
    <div
      role="status"
      data-testid="arrival-line"
      className="flex flex-col gap-1.5 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      {data.state !== 'none' && (
        <p className="flex flex-wrap items-center gap-2">
          <Navigation aria-hidden className="size-4 shrink-0" />
          <span>
            <ArrivalText arrival={data} />
          </span>
          {data.late && <LateBadge />}
        </p>
      )}
      {data.delay && (
        <p
          data-testid="delay-line"
          className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200"
        >
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            <DelayText delay={data.delay} />
          </span>
        </p>
      )}
    </div>
  );
}
