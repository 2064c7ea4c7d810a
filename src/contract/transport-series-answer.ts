/**
 * Series transports as the API answers them (decision 041): the full series for the ordering
 * organisation and the company that took it, with every date and its transport, and the
 * minimised marketplace item (PRODUCT.md §7: initials and age band, the rule and its dates).
 */
import type { OrderTemplateRecord } from './order';
import type { Named, PatientSnapshot, MarketplaceItem } from './transport-answer';
import type { TransportStatus } from './transport-lifecycle';
import type { RecurrenceData, SeriesStatus } from './transport-series';

export type SeriesAction = 'accept' | 'edit' | 'cancel';

/** One date of a series: planned by the rule, and its transport once created. */
export type SeriesDate = {
  date: string;
  pickupAt: string;
  holiday: { de: string; en: string } | null;
  /** Left out (holiday or by hand): no transport on this date. */
  skipped: boolean;
  transport: {
    id: string;
    number: string;
    status: TransportStatus;
    assignedCompany: Named | null;
    returnTransportId: string | null;
  } | null;
};

/** A series: the order's template every date is made with (order.ts), its rule and its dates. */
export type TransportSeries = OrderTemplateRecord & {
  id: string;
  status: SeriesStatus;
  version: number;
  organization: Named;
  /** The company that accepted the whole series; single dates may have others. */
  assignedCompany: Named | null;
  team: Named | null;
  patientId: string | null;
  patient: PatientSnapshot;
  recurrence: RecurrenceData;
  /** The rule as RFC 5545 text (DTSTART with TZID Europe/Berlin, and the RRULE line). */
  rule: string;
  returnTrip: { time: string | null; onCall: boolean } | null;
  /** Transports are created this far ahead, day by day (Germany). */
  createdUntil: string | null;
  cancelReason: string | null;
  dates: SeriesDate[];
  actions: SeriesAction[];
  createdAt: string;
  updatedAt: string;
};

/** What a company sees of an open series before it accepts: enough to decide, no identity. */
export type MarketplaceSeriesItem = Pick<
  MarketplaceItem,
  | 'transportClass'
  | 'mobility'
  | 'equipment'
  | 'infection'
  | 'weightKg'
  | 'start'
  | 'destination'
  | 'patient'
> & {
  id: string;
  recurrence: Pick<
    RecurrenceData,
    | 'startDate'
    | 'weekdays'
    | 'intervalWeeks'
    | 'until'
    | 'count'
    | 'pickupTime'
    | 'appointmentTime'
  >;
  returnTrip: { time: string | null; onCall: boolean } | null;
  /**
   * The dates still to come that are open, with their pickup times and destinations (postcode and
   * city, as the route): dates made before a change "from a date on" keep their own.
   */
  dates: { date: string; pickupAt: string; destination: { zipCode: string; city: string } }[];
};
