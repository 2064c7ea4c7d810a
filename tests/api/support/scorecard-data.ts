/**
 * A fixed data set for the scorecards (issue 11): transports and their history written straight
 * into the tables with known pickup, device (`at`) and server (`recorded_at`) times, as the API
 * would have written them — so every figure has an answer worked out by hand.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import { transportEvents, transports } from '../../../server/db/schema';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';

const MINUTE = 60_000;

/** A wall-clock time in Germany in March 2026 (CET, UTC+1), e.g. `berlin('03-02 09:00')`. */
export const berlin = (dayAndTime: string) =>
  new Date(`2026-${dayAndTime.replace(' ', 'T')}+01:00`);
/** `minutes` (fractions allowed) after `time`. */
export const after = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE);

const place = (city: string, zipCode: string) => ({
  address: {
    street: 'Teststraße',
    houseNumber: '1',
    floor: null,
    city,
    zipCode,
    country: 'DE',
    note: null,
  },
  ward: null,
  room: null,
  contactPhone: null,
});

export type Step = {
  action: string;
  from?: TransportStatus | null;
  to?: TransportStatus | null;
  /** The organisation that acted. */
  by: string;
  /** Device time. */
  at: Date;
  /** Server time; the device time unless the step arrived later (offline). */
  recordedAt?: Date;
};

/** Stores a transport of `ordererId` planned for `pickupAt`, with its history. */
export async function storeTransport(
  db: Db,
  transport: {
    ordererId: string;
    pickupAt: Date;
    status: TransportStatus;
    assignedCompanyId?: string | null;
    history: Step[];
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(transports).values({
    id,
    organizationId: transport.ordererId,
    assignedCompanyId: transport.assignedCompanyId ?? null,
    number: `T-2026-S${id.slice(0, 8)}`,
    status: transport.status,
    patient: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      gender: 'woman',
      birthday: '1948-03-12',
      phoneNumber: null,
      healthInsuranceNumber: null,
      insurer: null,
      particularities: null,
      address: null,
    },
    reason: 'dialysis',
    transportClass: 'KTW',
    mobility: 'lying',
    equipment: [],
    infection: { type: 'none', note: null },
    start: place('Berlin', '10115'),
    destination: place('Potsdam', '14467'),
    pickupAt: transport.pickupAt,
    payer: { kind: 'self', name: null, ik: null, insuranceNumber: null },
    prescription: null,
  });
  await db.insert(transportEvents).values(
    transport.history.map((step) => ({
      transportId: id,
      action: step.action,
      fromStatus: step.from ?? null,
      toStatus: step.to ?? null,
      actorOrganizationId: step.by,
      at: step.at,
      recordedAt: step.recordedAt ?? step.at,
    })),
  );
  return id;
}

/** The order, published on the marketplace at `at` (server and device time alike). */
export const ordered = (by: string, at: Date): Step => ({
  action: 'create',
  from: null,
  to: 'open',
  by,
  at,
});
export const accepted = (by: string, at: Date): Step => ({
  action: 'accept',
  from: 'open',
  to: 'assigned',
  by,
  at,
});
export const returned = (by: string, at: Date): Step => ({
  action: 'return',
  from: 'assigned',
  to: 'open',
  by,
  at,
});

/** The crew's steps from `assigned`, each at its device time (and server time, if later). */
export function crewSteps(
  by: string,
  steps: [TransportStatus, Date, Date?][],
  from: TransportStatus = 'assigned',
): Step[] {
  let previous = from;
  return steps.map(([status, at, recordedAt]) => {
    const step: Step = { action: status, from: previous, to: status, by, at, recordedAt };
    previous = status;
    return step;
  });
}

export const cancelled = (by: string, from: TransportStatus, at: Date): Step => ({
  action: 'cancel',
  from,
  to: 'cancelled',
  by,
  at,
});
