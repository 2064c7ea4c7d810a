/**
 * The marketplace's filters (PRODUCT.md §4: date range, class, postcode), one definition for the
 * open transports (`/v1/marketplace`) and the open series (`/v1/marketplace/series`, decision
 * 051): a value one list refuses, the other refuses the same way (400/1400 naming the field).
 */
import * as v from 'valibot';
import { listQuery, object } from './common';
import { objectRules } from './cross-field';
import { isStorableDate } from './dates';
import { m } from './messages';
import { TRANSPORT_CLASSES } from './transport-class';

const calendarDate = v.pipe(v.string(), v.check(isStorableDate, m('date')));

/** `from`/`to` are calendar days in Germany, both inclusive; `zipCode` a pickup postcode prefix. */
export const marketplaceQuery = <
  const TSort extends string,
  const TExtra extends v.ObjectEntries = Record<never, never>,
>(
  sortable: readonly TSort[],
  extra: TExtra = {} as TExtra,
) =>
  objectRules(
    object({
      ...extra,
      ...listQuery(sortable).entries,
      from: v.optional(calendarDate),
      to: v.optional(calendarDate),
      transportClass: v.optional(v.picklist(TRANSPORT_CLASSES, m('choice'))),
      zipCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,5}$/, m('zipCode')))),
    }),
    ({ from, to }: { from?: string; to?: string }) =>
      from && to && to < from ? [{ path: ['to'], message: m('statusDateRange') }] : [],
  );

/**
 * `/v1/marketplace`: open transports, soonest first. `fleet=fits`: only what a vehicle of the
 * company in service can carry ("passt zu meiner Flotte", decision 109).
 */
export const MarketplaceQuery = marketplaceQuery(['pickupAt'] as const, {
  fleet: v.optional(v.picklist(['fits'], m('choice'))),
});
/** `/v1/marketplace/series`: open series, by their first date (decision 051). */
export const MarketplaceSeriesQuery = marketplaceQuery(['startDate'] as const);
/** `/v1/transport-series`: the organisation's series, newest first. */
export const SeriesListQuery = listQuery(['createdAt'] as const);

/** The filters alone, as the marketplace's lists take them once parsed. */
export type MarketplaceFilterValues = {
  from?: string;
  to?: string;
  transportClass?: (typeof TRANSPORT_CLASSES)[number];
  zipCode?: string;
  /** Open transports only (decision 109): what the company's fleet can carry. */
  fleet?: 'fits';
};
