/**
 * A series between its stored row and the contract's answers: the full series with its order's
 * template and its dates, and the marketplace item.
 */
import { templateOf } from '../../../src/contract/order';
import { occurrences } from '../../../src/contract/recurrence';
import type { Transport } from '../../../src/contract/transport-answer';
import type {
  MarketplaceSeriesItem,
  SeriesAction,
  SeriesDate,
  TransportSeries,
} from '../../../src/contract/transport-series-answer';
import type { Caller } from '../../caller';
import type { POLICIES, RowOf } from '../../db/scope';

export type SeriesRow = RowOf<(typeof POLICIES)['transportSeries']>;
export type SeriesItemRow = RowOf<(typeof POLICIES)['seriesMarketplace']>;

const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function actionsOf(row: SeriesRow, caller: Caller): SeriesAction[] {
  if (row.status !== 'active') return [];
  if (row.organizationId === caller.organizationId) return ['edit', 'cancel'];
  return [];
}

/** Every date of the rule, and the dates that have a transport from before a change of rule. */
function datesOf(row: SeriesRow, transports: Transport[]): SeriesDate[] {
  const byDate = new Map(
    transports.filter((item) => item.seriesDate).map((item) => [item.seriesDate!, item]),
  );
  const planned = occurrences(row.recurrence).map((item) => ({ ...item, transport: null }));
  const dates = new Map<string, Omit<SeriesDate, 'transport'>>(
    planned.map((item) => [item.date, item]),
  );
  for (const [date, item] of byDate) {
    if (!dates.has(date)) {
      dates.set(date, { date, pickupAt: item.pickupAt ?? '', holiday: null, skipped: false });
    }
  }
  return [...dates.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((item) => {
      const transport = byDate.get(item.date);
      return {
        ...item,
        pickupAt: transport?.pickupAt ?? item.pickupAt,
        skipped: transport ? false : item.skipped,
        transport: transport
          ? {
              id: transport.id,
              number: transport.number,
              status: transport.status,
              assignedCompany: transport.assignedCompany,
              returnTransportId: transport.returnTransportId,
            }
          : null,
      };
    });
}

export function presentSeries(
  row: SeriesRow,
  transports: Transport[],
  caller: Caller,
): TransportSeries {
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    organization: { id: row.organizationId, name: row.organizationName ?? '' },
    assignedCompany: named(row.assignedCompanyId, row.assignedCompanyName),
    team: named(row.teamId, row.teamName),
    patientId: row.patientId,
    patient: row.patient,
    ...templateOf(row.order),
    recurrence: row.recurrence,
    rule: row.rule,
    returnTrip: row.returnTrip,
    createdUntil: row.createdUntil,
    cancelReason: row.cancelReason,
    dates: datesOf(row, transports),
    actions: actionsOf(row, caller),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSeriesItem(
  row: SeriesItemRow,
  openDates: MarketplaceSeriesItem['dates'],
): MarketplaceSeriesItem {
  const { startDate, weekdays, intervalWeeks, until, count, pickupTime, appointmentTime } =
    row.recurrence;
  return {
    id: row.id,
    recurrence: { startDate, weekdays, intervalWeeks, until, count, pickupTime, appointmentTime },
    returnTrip: row.returnTrip,
    transportClass: row.transportClass as MarketplaceSeriesItem['transportClass'],
    mobility: row.mobility as MarketplaceSeriesItem['mobility'],
    equipment: row.equipment as MarketplaceSeriesItem['equipment'],
    infection: row.infection as MarketplaceSeriesItem['infection'],
    weightKg: row.weightKg,
    start: { zipCode: row.startZipCode ?? '', city: row.startCity ?? '' },
    destination: { zipCode: row.destinationZipCode ?? '', city: row.destinationCity ?? '' },
    patient: {
      initials: row.patientInitials,
      ageBand: row.patientAgeBand as MarketplaceSeriesItem['patient']['ageBand'],
    },
    dates: openDates,
  };
}
