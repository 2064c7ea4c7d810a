/**
 * A series on the marketplace (decision 041): companies see open series in their service area as
 * the minimised item with the rule and the dates still open, and take the whole series — first
 * accept wins, as for one transport. Single dates are taken on the marketplace as transports.
 */
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import type { MarketplaceFilterValues } from '../../../src/contract/marketplace-query';
import type {
  MarketplaceSeriesItem,
  TransportSeries,
} from '../../../src/contract/transport-series-answer';
import type { DataScope } from '../../db/scope';
import { forbidden, notFound, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import { appendTransportEvent, type TransportRequest } from '../transports';
import { seriesFilter } from './series-marketplace-filters';
import { assignOpenSeriesTransports, seriesWasOnMarketplace } from './series-store';
import { presentSeriesItem } from './series-record';
import { readSeries } from './series-service';
import { todayInGermany } from '../../../src/contract/dates';
import { pageAnswer } from '../../db/paging';

function companiesOnly({ scope }: TransportRequest) {
  if (scope.caller.organizationType !== 'T') throw forbidden();
}

/**
 * The open series a company may take, soonest first, each with its open dates; the marketplace's
 * filters narrow them as they narrow the transports (series-marketplace-filters.ts). Two
 * statements whatever the page's size: the series, then the open dates of all of them.
 */
export async function listMarketplaceSeries(
  request: TransportRequest,
  { page, perPage, ...filters }: { page: number; perPage: number } & MarketplaceFilterValues,
): Promise<Page<MarketplaceSeriesItem>> {
  companiesOnly(request);
  const { scope } = request;
  const { rows, ...counted } = await scope.seriesMarketplace.list({
    where: (t) => seriesFilter(scope, t, filters),
    orderBy: (t) => [asc(sql`${t.recurrence}->>'startDate'`), asc(t.id)],
    page,
    perPage,
  });
  const open = await openDatesOf(
    scope,
    rows.map((row) => row.id),
  );
  return pageAnswer(
    rows.map((row) => presentSeriesItem(row, open.get(row.id) ?? [])),
    counted,
  );
}

/** Open dates a series shows at most; two weeks ahead (decision 041) never come near it. */
const DATES_PER_SERIES = 100;

/** The open outbound dates of the series, as the company sees them on its marketplace. */
async function openDatesOf(scope: DataScope, seriesIds: string[]) {
  const dates = new Map<string, MarketplaceSeriesItem['dates']>();
  if (seriesIds.length === 0) return dates;
  const { rows } = await scope.marketplace.list({
    where: (t) => and(inArray(t.seriesId, seriesIds), isNull(t.outboundTransportId)),
    orderBy: (t) => [asc(t.seriesId), asc(t.pickupAt), asc(t.id)],
    page: 1,
    perPage: seriesIds.length * DATES_PER_SERIES,
  });
  for (const row of rows) {
    const list = dates.get(row.seriesId!) ?? [];
    if (list.length < DATES_PER_SERIES) {
      list.push({
        date: todayInGermany(row.pickupAt!),
        pickupAt: row.pickupAt!.toISOString(),
        destination: { zipCode: row.destinationZipCode ?? '', city: row.destinationCity ?? '' },
      });
    }
    dates.set(row.seriesId!, list);
  }
  return dates;
}

/**
 * The whole series: the series row's UPDATE carries the marketplace's condition (active, not
 * taken, in the area), so of two companies at once one matches and the other, after waiting for
 * the row lock, matches nothing and gets 409/1410. The winner gets every open date of the series
 * (and every date created later); dates another company took singly stay with it.
 */
export async function acceptSeries(
  request: TransportRequest,
  id: string,
): Promise<TransportSeries> {
  companiesOnly(request);
  const { scope, now } = request;
  const company = scope.caller.organizationId;
  return scope.transaction(async (tx) => {
    const taken = await tx.seriesMarketplace.updateIf(
      id,
      () => sql`true`,
      { assignedCompanyId: company },
      now,
    );
    if (!taken) {
      const visible = await tx.transportSeries.find(id).catch(() => undefined);
      if (visible || (await seriesWasOnMarketplace(tx.handle, id, company))) {
        throw transitionNotAllowed();
      }
      throw notFound();
    }
    for (const transportId of await assignOpenSeriesTransports(tx.handle, id, company, now)) {
      await appendTransportEvent(tx.handle, {
        transportId,
        action: 'accept',
        fromStatus: 'open',
        toStatus: 'assigned',
        userId: tx.caller.userId,
        actorOrganizationId: company,
        at: now,
        recordedAt: now,
      });
      // Lists refresh per date; the ward is told once, by `series.accepted` (decision 050).
      await emit(tx, {
        type: 'transport.accepted',
        payload: { transportId, companyId: company, toldBySeries: true },
      });
    }
    await emit(tx, {
      type: 'series.accepted',
      payload: { seriesId: id, companyId: company },
    });
    return readSeries({ ...request, scope: tx }, id);
  });
}
