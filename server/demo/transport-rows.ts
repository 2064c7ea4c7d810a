/**
 * Generated transports, for the demo and for the benchmark's 100,000: orders of one ordering
 * organisation spread over past and coming weeks, each in the status its time makes plausible
 * (done or called off in the past, on the road around now, open or taken ahead), some round trips
 * with a fixed or an on-call return, departments and crews. Rows go in by bulk insert; their
 * numbers come from one block of the year's counter, so numbering stays gap-free.
 */
import { eachNeedFlag, TRANSPORT_REASONS, type TransportPlace } from '../../src/contract/order';
import { transportPayerOf } from '../../src/contract/payer';
import type { Prescription } from '../../src/contract/prescription';
import { randomUUID } from 'node:crypto';
import type { PatientSnapshot } from '../../src/contract/transport-answer';
import { transportNumber } from '../../src/contract/transport-answer';
import type { TransportStatus } from '../../src/contract/transport-lifecycle';
import type { Db } from '../db/client';
import { transports } from '../db/schema';
import { nextTransportSequence } from '../modules/transports';
import type { Random } from './demo-context';
import { BERLIN_STREETS } from './places';

export type TransportPlan = {
  ordererId: string;
  /** The company that takes the assigned ones. */
  companyId: string;
  patients: { id: string; snapshot: PatientSnapshot }[];
  departments: string[];
  crews: string[];
  /**
   * Where the orderer's rides start: its own house under its name (decision 087), so that the
   * demo's routes read as a person tells them apart. A fixed ward of Berlin-Mitte without one.
   */
  start?: TransportPlace;
  /** Orders between `days` days ago and `days` days ahead. */
  days: number;
  now: Date;
  /** Stable ids for a re-runnable demo; random ones otherwise. */
  idOf?: (index: number) => string;
};

type Row = typeof transports.$inferInsert;

const HOUR = 3_600_000;

const CLINIC: TransportPlace = {
  address: {
    street: 'Invalidenstraße',
    houseNumber: '80',
    floor: null,
    city: 'Berlin',
    zipCode: '10115',
    country: 'DE',
    note: null,
  },
  ward: 'Station 3B',
  room: null,
  contactPhone: '030 450 50',
};

function home(random: Random): TransportPlace {
  const place = random.pick(BERLIN_STREETS);
  return {
    address: {
      ...place,
      houseNumber: String(random.int(1, 180)),
      floor: null,
      country: 'DE',
      note: null,
    },
    ward: null,
    room: null,
    contactPhone: null,
  };
}

/** What the time of a transport makes plausible for its status. */
function statusAt(random: Random, pickup: number, now: number): TransportStatus {
  if (pickup < now - 3 * HOUR) {
    return random.chance(0.75) ? 'completed' : random.chance(0.5) ? 'cancelled' : 'expired';
  }
  if (pickup < now + HOUR) {
    return random.pick(['assigned', 'en_route', 'at_pickup', 'in_transit', 'at_destination']);
  }
  return random.chance(0.5) ? 'open' : 'assigned';
}

/** The first rows: every status once, whatever time of day the data is made. */
const EVERY_STATUS: [TransportStatus, number][] = [
  ['open', 24],
  ['assigned', 0.5],
  ['en_route', -0.25],
  ['at_pickup', -0.5],
  ['in_transit', -0.75],
  ['at_destination', -1],
  ['completed', -24],
  ['cancelled', -26],
  ['expired', -28],
];

const TAKEN = new Set<TransportStatus>([
  'assigned',
  'en_route',
  'at_pickup',
  'in_transit',
  'at_destination',
  'completed',
]);

/** `count` transports (round trips count twice), without numbers yet. */
export function transportRows(random: Random, plan: TransportPlan, count: number): Row[] {
  const rows: Row[] = [];
  const now = plan.now.getTime();
  const span = plan.days * 24 * HOUR;
  const base = (pickup: number | null, status: TransportStatus, index: number): Row => {
    const patient = random.pick(plan.patients);
    const lying = random.chance(0.4);
    const taken = TAKEN.has(status);
    return {
      id: plan.idOf?.(index) ?? randomUUID(),
      organizationId: plan.ordererId,
      assignedCompanyId: taken ? plan.companyId : null,
      teamId: plan.departments.length && random.chance(0.7) ? random.pick(plan.departments) : null,
      crewTeamId: taken && plan.crews.length && random.chance(0.8) ? random.pick(plan.crews) : null,
      number: '',
      status,
      patientId: patient.id,
      patient: patient.snapshot,
      reason: random.pick(TRANSPORT_REASONS),
      transportClass: lying ? 'KTW' : random.pick(['TAXI', 'BTW', 'KTW'] as const),
      mobility: lying ? 'lying' : random.pick(['walking', 'walking_aid', 'wheelchair_transfer']),
      equipment: lying && random.chance(0.3) ? [{ type: 'oxygen', litersPerMinute: 2 }] : [],
      infection: { type: 'none', note: null },
      weightKg: random.int(45, 120),
      companions: random.chance(0.1) ? 1 : 0,
      // One in ten for each yes/no need (the stairs).
      ...eachNeedFlag(() => random.chance(0.1)),
      crewNote: null,
      start: plan.start ?? CLINIC,
      destination: home(random),
      pickupAt: pickup === null ? null : new Date(pickup),
      // Every fifth trip the orderer pays itself: the demo's companies invoice those monthly.
      payer: transportPayerOf(
        { kind: index % 5 === 4 || !patient.snapshot.insurer ? 'facility' : 'insurer' },
        patient.snapshot,
      ),
      prescription: index % 5 === 4 ? null : demoPrescription(pickup),
      km: status === 'completed' ? random.int(3, 60) : null,
      waitingMinutes: status === 'completed' ? random.int(0, 45) : null,
      statusAt: new Date(Math.min(pickup ?? now, now)),
      publishedAt: status === 'open' || taken ? new Date(now - span) : null,
      createdAt: new Date(Math.min(pickup ?? now, now) - 2 * 24 * HOUR),
      updatedAt: new Date(Math.min(pickup ?? now, now)),
    };
  };
  while (rows.length < count) {
    // Working hours in Germany, a quarter-hour grid.
    const day =
      Math.floor(now / (24 * HOUR)) * 24 * HOUR + random.int(-plan.days, plan.days) * 24 * HOUR;
    const seeded = EVERY_STATUS[rows.length];
    const pickup = seeded
      ? now + seeded[1] * HOUR
      : day + random.int(6, 16) * HOUR + random.int(0, 3) * 15 * 60_000;
    const outbound = base(pickup, seeded?.[0] ?? statusAt(random, pickup, now), rows.length);
    rows.push(outbound);
    if (!seeded && random.chance(0.2) && rows.length < count) {
      const onCall = pickup > now && random.chance(0.4);
      const back = pickup + random.int(2, 5) * HOUR;
      const row = base(
        onCall ? null : back,
        onCall ? 'open' : statusAt(random, back, now),
        rows.length,
      );
      row.start = outbound.destination;
      row.destination = outbound.start;
      row.outboundTransportId = outbound.id;
      outbound.returnTransportId = row.id;
      outbound.roundTrip = { returnAt: onCall ? null : new Date(back).toISOString(), onCall };
      rows.push(row);
    }
  }
  return rows;
}

/** Numbers the rows from one block of the year's counter and inserts them in chunks. */
export async function insertTransports(db: Db, rows: Row[], year: number): Promise<void> {
  await db.transaction(async (tx) => {
    const last = rows.length ? await nextTransportSequence(tx, year, rows.length) : 0;
    rows.forEach((row, index) => {
      row.number = transportNumber(year, last - rows.length + 1 + index);
    });
    // A round trip's two rows name each other: they go into the same statement, whose foreign
    // keys are checked at its end.
    for (let start = 0; start < rows.length;) {
      let end = Math.min(start + 500, rows.length);
      if (rows[end - 1]!.returnTransportId) end += 1;
      await tx.insert(transports).values(rows.slice(start, end));
      start = end;
    }
  });
}

/** A discharge's Muster 4 (inpatient: no approval needed), issued on the ride's day. */
function demoPrescription(pickup: number | null): Prescription {
  const day = new Date(pickup ?? Date.now()).toISOString().slice(0, 10);
  return {
    issuedOn: day,
    direction: 'outbound',
    reason: 'inpatient_full',
    reasonNote: null,
    treatmentOn: day,
    frequency: null,
    facility: 'Klinikum Mitte',
    vehicle: 'taxi',
    taxiEquipment: 'none',
    vehicleNote: null,
    coPayment: 'required',
    legalCase: 'none',
    approval: null,
  };
}
