/**
 * Transports as the API answers them (PRODUCT.md §7): the full record for the ordering
 * organisation and the assigned company, the minimised marketplace item for everybody else, and
 * the history of a transport.
 */
import type { AddressRecord } from './address';
import type { EscalationLevel, EscalationStep } from './escalation';
import type { NeedsRecord, OrderTemplateRecord } from './order';
import type { Gender } from './patient';
import type { TransportClass } from './transport-class';
import type { TransportAction, TransportStatus } from './transport-lifecycle';

export type Named = { id: string; name: string };

/** The patient as they were when the order was made; the order stays right if the record changes. */
export type PatientSnapshot = {
  firstName: string;
  lastName: string;
  gender: Gender;
  birthday: string;
  phoneNumber: string | null;
  healthInsuranceNumber: string | null;
  insurer: { name: string; ik: string | null } | null;
  particularities: string | null;
  address: AddressRecord | null;
};

/** A vehicle as a crew knows it: its call sign and, where the company gave one, its name. */
export type TransportVehicle = { id: string; callSign: string; name: string | null };

/**
 * A transport: its order's template (reason, vehicle, needs, crew note, places, payer and Muster 4;
 * order.ts), its times, and what became of it.
 */
export type Transport = OrderTemplateRecord & {
  id: string;
  number: string;
  status: TransportStatus;
  version: number;
  organization: Named;
  assignedCompany: Named | null;
  /** The ordering organisation's department (team). */
  team: Named | null;
  /** The assigned company's crew (team). */
  crew: Named | null;
  /**
   * The vehicle the dispatch board put it in (decision 105), for the assigned company alone: the
   * crew's phone names the car beside the job (decision 119).
   */
  vehicle: TransportVehicle | null;
  patientId: string | null;
  patient: PatientSnapshot;
  /** Null only for an on-call return trip the ward has not released yet. */
  pickupAt: string | null;
  appointmentAt: string | null;
  roundTrip: { returnAt: string | null; onCall: boolean } | null;
  returnTransportId: string | null;
  outboundTransportId: string | null;
  /** The series this transport is one date of (decision 041); the date in Germany. */
  seriesId: string | null;
  seriesDate: string | null;
  /** Recorded at completion. */
  km: number | null;
  waitingMinutes: number | null;
  /** The escalation ladder's step while nobody took it: 1 offered wider, 2 urgent (decision 042). */
  escalationStep: EscalationLevel;
  /** The expired transport this one puts out again, and the copy of this one if it was. */
  republishedFrom: { id: string; number: string } | null;
  republishedAs: { id: string; number: string } | null;
  /** What this viewer may do now (from the lifecycle table), so every client shows the same. */
  actions: TransportAction[];
  createdAt: string;
  updatedAt: string;
};

/**
 * The answer to giving a transport back: what it is now, without the patient — the company that
 * gave it back may see it only as a marketplace item again (issue 27).
 */
export type ReturnedTransport = Pick<Transport, 'id' | 'number' | 'status' | 'version'>;

export const AGE_BANDS = ['0-17', '18-39', '40-59', '60-69', '70-79', '80-89', '90+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** What a company sees on the marketplace before it accepts: enough to decide, no identity. */
export type MarketplaceItem = {
  id: string;
  number: string;
  pickupAt: string;
  appointmentAt: string | null;
  transportClass: TransportClass;
  mobility: NeedsRecord['mobility'];
  equipment: NeedsRecord['equipment'];
  /** The type only: the free-text note, like the crew note, reaches the assigned company alone (§7). */
  infection: { type: NeedsRecord['infection']['type'] };
  weightKg: number | null;
  start: { zipCode: string; city: string };
  destination: { zipCode: string; city: string };
  patient: { initials: string; ageBand: AgeBand };
  /** One date of a series transport: the company may take it alone or the whole series. */
  seriesId: string | null;
  /** Step 2 of the ladder: nobody took it and the pickup is near; listed first (decision 042). */
  urgent: boolean;
};

export type TransportEvent = {
  id: string;
  action: TransportAction | 'create';
  fromStatus: TransportStatus | null;
  toStatus: TransportStatus | null;
  /** When it happened on the device (a crew offline taps earlier than the server hears). */
  at: string;
  /** When the server stored it. */
  recordedAt: string;
  by: { userId: string | null; name: string | null; organization: string | null };
  reason: string | null;
  km: number | null;
  waitingMinutes: number | null;
  /** The ladder's step of an `escalate` entry. */
  escalationStep: EscalationStep | null;
};

/**
 * One read of a transport's full data by someone of the caller's organisation (the access log;
 * admins only). Never what was read: who, when.
 */
export type TransportAccess = {
  id: number;
  at: string;
  action: 'read';
  by: { userId: string; name: string | null };
};

/** "A. M." for Anna Müller. */
export function initials(firstName: string, lastName: string): string {
  const first = (text: string) => [...text.trim()][0]?.toUpperCase() ?? '';
  return [first(firstName), first(lastName)]
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

/** The age band of a patient born on `birthday` (YYYY-MM-DD) on the day of `on` (YYYY-MM-DD). */
export function ageBand(birthday: string, on: string): AgeBand {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = on.split('-').map(Number) as [number, number, number];
  const age = y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0);
  if (age < 18) return '0-17';
  if (age < 40) return '18-39';
  if (age < 60) return '40-59';
  if (age < 70) return '60-69';
  if (age < 80) return '70-79';
  if (age < 90) return '80-89';
  return '90+';
}

/** `T-2026-000123`: the year of the order and its place in that year. */
export function transportNumber(year: number, sequence: number): string {
  return `T-${year}-${String(sequence).padStart(6, '0')}`;
}
