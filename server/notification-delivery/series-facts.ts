/**
 * What notifications may know of a series transport (decision 050): who ordered it, who took
 * it, where it starts and ends, its rhythm and first date — never the patient, the reason (a
 * dialysis series is health data), needs or the insurer (PRODUCT.md §5).
 */
import { eq, sql } from 'drizzle-orm';
import type { RouteEnd } from '../../src/contract/route-label';
import type { Weekday } from '../../src/contract/recurrence';
import type { SeriesStatus } from '../../src/contract/transport-series';
import type { Db } from '../db/client';
import { transportSeries } from '../db/schema';
import { placeFacts } from './place-facts';

export type SeriesFacts = {
  id: string;
  orderingOrganizationId: string;
  assignedCompanyId: string | null;
  status: SeriesStatus;
  /** On the marketplace (a ward's series); a company's own series never is. */
  published: boolean;
  pickupPostcode: string;
  /** Name, postcode and city of each end — never the street (decision 087). */
  start: RouteEnd;
  destination: RouteEnd;
  weekdays: Weekday[];
  intervalWeeks: number;
  /** `HH:MM` in Germany. */
  pickupTime: string;
  /** The first date as ordered (YYYY-MM-DD): the ward recognises its series by it. */
  startDate: string;
};

export type ReadSeriesFacts = (db: Db, seriesId: string) => Promise<SeriesFacts | null>;

/** THE one place that reads series for notifications: only the columns above. */
export const readSeriesFacts: ReadSeriesFacts = async (db, seriesId) => {
  const [row] = await db
    .select({
      id: transportSeries.id,
      orderingOrganizationId: transportSeries.organizationId,
      assignedCompanyId: transportSeries.assignedCompanyId,
      status: transportSeries.status,
      publishedAt: transportSeries.publishedAt,
      pickupPostcode: transportSeries.startZipCode,
      start: placeFacts(sql`${transportSeries.order}->'start'`),
      destination: placeFacts(sql`${transportSeries.order}->'destination'`),
      recurrence: transportSeries.recurrence,
    })
    .from(transportSeries)
    .where(eq(transportSeries.id, seriesId));
  if (!row) return null;
  const { publishedAt, recurrence, ...facts } = row;
  return {
    ...facts,
    published: publishedAt !== null,
    pickupPostcode: facts.pickupPostcode ?? '',
    weekdays: recurrence.weekdays,
    intervalWeeks: recurrence.intervalWeeks,
    pickupTime: recurrence.pickupTime,
    startDate: recurrence.startDate,
  };
};
