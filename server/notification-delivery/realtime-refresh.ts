/**
 * The realtime refresh of lists and views (decision 027): after a transport's or a series'
 * event, the organisations that show it hear `transport.updated` or `series.updated` on their
 * channel, and the companies whose marketplace it is on (or was on) hear `marketplace.updated`.
 * Ids, statuses and versions only; the clients fetch what is true now. A repeated delivery only
 * makes a client reload.
 */
import { eq } from 'drizzle-orm';
import {
  marketplaceChannel,
  organizationChannel,
  REALTIME_EVENTS,
} from '../../src/contract/realtime';
import type { EscalationLevel } from '../../src/contract/escalation';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import type { Broadcaster } from '../realtime';
import { organizationsOf } from './recipients';
import type { FactReaders } from './plan';
import { SERIES_EVENT_TYPES, seriesChangesMarketplace } from './series-notifications';
import {
  changesMarketplace,
  organizationsToRefresh,
  TRANSPORT_EVENT_TYPES,
} from './transport-notifications';

export function realtimeRefreshHandlers(
  db: Db,
  broadcaster: Broadcaster,
  read: FactReaders,
): EventHandler[] {
  const toMarketplaces = async (postcode: string, level: EscalationLevel, data: object) => {
    const companies = await companiesSeeing(db, postcode, level);
    if (companies.length === 0) return;
    await broadcaster.trigger(
      companies.map(marketplaceChannel),
      REALTIME_EVENTS.marketplaceUpdated,
      data,
    );
  };

  return [
    on(TRANSPORT_EVENT_TYPES, 'realtime.transports', async (event) => {
      const facts = await read.transports(db, event.payload.transportId);
      if (!facts) return;
      const update = { id: facts.id, status: facts.status, version: facts.version };
      await broadcaster.trigger(
        organizationsToRefresh(event, facts).map(organizationChannel),
        REALTIME_EVENTS.transportUpdated,
        update,
      );
      if (!changesMarketplace(event, facts)) return;
      await toMarketplaces(facts.pickupPostcode, facts.escalationStep, { id: facts.id });
    }),

    // A series' own events refresh too: the dates' `transport.updated` cover a series only while
    // it has dates — one taken, changed or cancelled before its first date was made has none,
    // and its view, the ward's lists and the marketplaces' "Offene Serien" would stay as they were.
    on(SERIES_EVENT_TYPES, 'realtime.series', async (event) => {
      const facts = await read.series(db, event.payload.seriesId);
      if (!facts) return;
      const showing = [facts.orderingOrganizationId, facts.assignedCompanyId];
      await broadcaster.trigger(
        [...new Set(showing.filter((id): id is string => id !== null))].map(organizationChannel),
        REALTIME_EVENTS.seriesUpdated,
        { seriesId: facts.id, status: facts.status },
      );
      if (!seriesChangesMarketplace(event, facts)) return;
      await toMarketplaces(facts.pickupPostcode, 0, { seriesId: facts.id });
    }),
  ];
}

/** Companies that see the pickup on their marketplace; those without a service area see all. */
async function companiesSeeing(
  db: Db,
  postcode: string,
  level: EscalationLevel,
): Promise<string[]> {
  const covering = await organizationsOf(db, { kind: 'marketplace', postcode, except: [], level });
  const unbounded = await db
    .select({ id: organizations.id, serviceArea: organizations.serviceArea })
    .from(organizations)
    .where(eq(organizations.type, 'T'));
  return [
    ...new Set([
      ...covering,
      ...unbounded.filter((company) => company.serviceArea.length === 0).map((c) => c.id),
    ]),
  ];
}
