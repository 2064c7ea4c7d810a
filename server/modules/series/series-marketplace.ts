/**
 * A series on the marketplace (decision 041): companies see open series in their service area as
 * the minimised item with the rule and the dates still open, and take the whole series — first
 * accept wins, as for one transport. Single dates are taken on the marketplace as transports.
 */
import { asc, sql } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import type {
  MarketplaceSeriesItem,
  TransportSeries,
} from '../../../src/contract/transport-series-answer';
import {
  appendTransportEvent,
  assignOpenSeriesTransports,
  seriesWasOnMarketplace,
} from '../../db/scope';
import { forbidden, notFound, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import type { TransportRequest } from '../transports';
import { presentSeriesItem } from './series-record';
import { readSeries } from './series-service';
import { todayInGermany } from '../../../src/contract/dates';

function companiesOnly({ scope }: TransportRequest) {
  if (scope.caller.organizationType !== 'T') throw forbidden();
}

/** The open series a company may take, soonest first, each with its open dates. */
export async function listMarketplaceSeries(
  request: TransportRequest,
  { page, perPage, zipCode }: { page: number; perPage: number; zipCode?: string },
): Promise<Page<MarketplaceSeriesItem>> {
  companiesOnly(request);
  const { scope } = request;
  const { rows, total } = await scope.seriesMarketplace.list({
    where: (t) => (zipCode ? sql`${t.startZipCode} like ${`${zipCode}%`}` : undefined),
    orderBy: (t) => [asc(sql`${t.recurrence}->>'startDate'`), asc(t.id)],
    page,
    perPage,
  });
  const items = [];
  for (const row of rows) {
    const open = await scope.marketplace.list({
      where: (t) => sql`${t.seriesId} = ${row.id} and ${t.outboundTransportId} is null`,
      orderBy: (t) => [asc(t.pickupAt)],
      page: 1,
      perPage: 100,
    });
    items.push(
      presentSeriesItem(
        row,
        open.rows.map((item) => ({
          date: todayInGermany(item.pickupAt!),
          pickupAt: item.pickupAt!.toISOString(),
        })),
      ),
    );
  }
  return { data: items, total_rows: total };
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
      await emit(tx.handle, {
        type: 'transport.accepted',
        payload: { transportId, companyId: company },
      });
    }
    return readSeries({ ...request, scope: tx }, id);
  });
}
