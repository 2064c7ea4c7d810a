/**
 * The marketplace's filters asked of a series (decision 051). A series card shows the series'
 * class and pickup postcode and the dates still open, so the filters ask exactly that: class and
 * postcode of the series, and for a day range at least one open date on those days — an open
 * date the company sees on its marketplace (the same scope), the one it would take.
 */
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MarketplaceFilterValues } from '../../../src/contract/marketplace-query';
import type { DataScope } from '../../db/scope';
import type { transportSeries } from '../../db/schema';
import { escapeLike } from '../../db/search-text';
import { dayRange } from '../transports';

export function seriesFilter(
  scope: DataScope,
  series: typeof transportSeries,
  { from, to, transportClass, zipCode }: MarketplaceFilterValues,
): SQL | undefined {
  return and(
    transportClass ? sql`${series.order}->>'transportClass' = ${transportClass}` : undefined,
    zipCode ? sql`${series.startZipCode} like ${`${escapeLike(zipCode)}%`}` : undefined,
    // A semi-join in the same statement: the open transports' pickup index reads the days' open
    // pickups, whatever the number of series — no query per series.
    from || to
      ? inArray(
          series.id,
          scope.marketplace.valuesOf(
            (t) => t.seriesId,
            (t) => and(isNull(t.outboundTransportId), ...dayRange(t, from, to)),
          ),
        )
      : undefined,
  );
}
