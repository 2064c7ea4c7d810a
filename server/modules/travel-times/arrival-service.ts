/**
 * Positions in, arrival times out (issue 29; decision 101). The assigned company's phones report
 * the vehicle's latest position while it is on its way; the ordering organisation reads the
 * estimated arrival with the time of the position it rests on, the company the position too.
 * Any other organisation's request is the 404 of a transport it cannot see.
 */
import type { Arrival, PositionInput } from '../../../src/contract/arrival';
import { SHARING_STATUSES } from '../../../src/contract/transport-lifecycle';
import { message } from '../../../src/contract/messages';
import {
  estimatedArrival,
  isPositionStale,
  straightLineKm,
} from '../../../src/contract/travel-time';
import {
  DELAY_STATUSES,
  delayHeadingOf,
  isLateSettingOff,
  isUnreportedLate,
} from '../../../src/contract/delay';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { latestDelay, presentDelay } from './delay-store';
import { positionOf, storePosition, type LegStart } from './position-store';
import { forbidden, invalid, notFound, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import type { TransportRequest } from '../transports';
import { locateAddress } from './place-coordinates';
import { estimateTravel, type PlaceAddress } from './travel-time-service';

/** Device clocks differ from the server's by a little; a report this far ahead is still "now". */
const CLOCK_SKEW_MS = 60_000;

const NO_ARRIVAL = {
  estimatedAt: null,
  positionAt: null,
  position: null,
  delay: null,
  late: false,
} as const;

export async function reportPosition(
  { scope, now, language }: TransportRequest,
  id: string,
  input: v.InferOutput<typeof PositionInput>,
): Promise<void> {
  if (scope.caller.organizationType !== 'T') throw forbidden();
  const transport = await scope.transports.find(id);
  if (transport.assignedCompanyId !== scope.caller.organizationId) throw forbidden();
  if (!SHARING_STATUSES.includes(transport.status)) throw transitionNotAllowed();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalid({ at: [message('stepInFuture', language)] });
  }
  // Taken before the current leg began (queued offline): it says nothing about this leg.
  if (at < transport.statusAt) return;
  const position = { lat: input.lat, lon: input.lon, accuracy: input.accuracy ?? null, at };
  await scope.transaction(async (tx) => {
    await storePosition(tx.handle, id, position, legStart(transport, position));
    await emit(tx.handle, { type: 'transport.position_reported', payload: { transportId: id } });
  });
}

/** On the way to the pickup, the first report is where the leg began (decision 100). */
function legStart(
  transport: {
    status: string;
    statusAt: Date;
    start: { address: Parameters<typeof locateAddress>[0] };
  },
  from: { lat: number; lon: number },
): LegStart {
  const pickup =
    transport.status === 'en_route' ? locateAddress(transport.start.address) : undefined;
  if (!pickup) return {};
  return {
    legKm: straightLineKm(from, pickup),
    legArea: pickup.area,
    legStartedAt: transport.statusAt,
  };
}

export async function readArrival({ scope, now }: TransportRequest, id: string): Promise<Arrival> {
  const transport = await scope.transports.find(id);
  const company = transport.assignedCompanyId === scope.caller.organizationId;
  if (!company && transport.organizationId !== scope.caller.organizationId) throw notFound();
  return arrivalOf(scope.handle, transport, now, company);
}

/** What `arrivalOf` needs of a transport: the caller's view of it, or the arrival refresh's. */
export type TransportOnItsWay = {
  id: string;
  status: TransportStatus;
  pickupAt: Date | null;
  start: { address: PlaceAddress };
  destination: { address: PlaceAddress };
};

/**
 * The arrival as the ordering organisation reads it (`withPosition` false) or the assigned
 * company (true), with the delay reported for it and whether it is late unreported.
 */
export async function arrivalOf(
  handle: Db,
  transport: TransportOnItsWay,
  now: Date,
  withPosition: boolean,
): Promise<Arrival> {
  const heading =
    transport.status === 'en_route'
      ? 'pickup'
      : transport.status === 'in_transit'
        ? 'destination'
        : null;
  if (transport.status === 'at_pickup') return { state: 'arrived', heading: null, ...NO_ARRIVAL };
  // Taken and not yet set off: no time to estimate, but a delay may be told already.
  const reported = DELAY_STATUSES.includes(transport.status)
    ? await latestDelay(handle, transport.id, delayHeadingOf(transport.status))
    : undefined;
  const delay = reported ? presentDelay(reported) : null;
  if (!heading) {
    const pickupAt = transport.pickupAt?.toISOString() ?? null;
    const late = isLateSettingOff({ status: transport.status, pickupAt }, delay !== null, now);
    return { state: 'none', heading: null, ...NO_ARRIVAL, delay, late };
  }
  const told = { delay, late: false };
  const stored = await positionOf(handle, transport.id);
  if (!stored) return { state: 'unknown', heading, ...NO_ARRIVAL, ...told };
  const position = withPosition
    ? { lat: stored.lat, lon: stored.lon, accuracy: stored.accuracy }
    : null;
  const positionAt = stored.at.toISOString();
  if (isPositionStale(stored.at, now)) {
    return { state: 'stale', heading, estimatedAt: null, positionAt, position, ...told };
  }
  const target = heading === 'pickup' ? transport.start : transport.destination;
  const estimate = await estimateTravel(handle, stored, target.address);
  if (!estimate) {
    return { state: 'unknown', heading, estimatedAt: null, positionAt, position, ...told };
  }
  const estimatedAt = estimatedArrival(stored.at, estimate.minutes).toISOString();
  const late = isUnreportedLate({
    heading,
    estimatedAt,
    pickupAt: transport.pickupAt?.toISOString() ?? null,
    delayReported: delay !== null,
  });
  return { state: 'estimated', heading, estimatedAt, positionAt, position, delay, late };
}
