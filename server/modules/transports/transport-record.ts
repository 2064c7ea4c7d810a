/**
 * A transport between its stored row and the contract's answers: the columns an order writes,
 * the full `Transport` (with the actions this viewer may take) and the marketplace item.
 */
import { addressRecordOf } from '../../../src/contract/address';
import { orNull } from '../../../src/contract/record';
import type { TransportOrderData } from '../../../src/contract/transport';
import type {
  MarketplaceItem,
  PatientSnapshot,
  Transport,
  TransportPlace,
} from '../../../src/contract/transport-answer';
import {
  availableActions,
  type Relation,
  type TransportStatus,
} from '../../../src/contract/transport-lifecycle';
import type { Caller } from '../../caller';
import type { POLICIES, RowOf } from '../../db/scope';

export type TransportRow = RowOf<(typeof POLICIES)['transports']>;
export type MarketplaceRow = RowOf<(typeof POLICIES)['marketplace']>;

type PlaceInput = TransportOrderData['start'];

const placeOf = (place: PlaceInput): TransportPlace => ({
  address: addressRecordOf(place.address),
  ward: orNull(place.ward),
  room: orNull(place.room),
  contactPhone: orNull(place.contactPhone),
});

/** The patient as ordered: the order keeps it when the record changes or is deleted. */
export const snapshotOf = (patient: PatientSnapshot): PatientSnapshot => ({
  firstName: patient.firstName,
  lastName: patient.lastName,
  gender: patient.gender,
  birthday: patient.birthday,
  phoneNumber: patient.phoneNumber,
  healthInsuranceNumber: patient.healthInsuranceNumber,
  insurer: patient.insurer,
  particularities: patient.particularities,
  address: patient.address,
});

/** The columns an order's create or update writes (not its status, number or links). */
export function orderColumns(input: TransportOrderData) {
  return {
    reason: input.reason,
    transportClass: input.transportClass,
    mobility: input.mobility,
    equipment: input.equipment.map((item) => ({
      type: item.type,
      litersPerMinute: item.type === 'oxygen' ? orNull(item.litersPerMinute) : null,
    })),
    infection: { type: input.infection.type, note: orNull(input.infection.note) },
    weightKg: orNull(input.weightKg),
    companions: input.companions,
    stairsWithoutLift: input.stairsWithoutLift,
    crewNote: orNull(input.crewNote),
    start: placeOf(input.start),
    destination: placeOf(input.destination),
    pickupAt: new Date(input.pickupAt),
    appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
    payer: {
      type: input.payer.type,
      insurer: input.payer.insurer
        ? { name: input.payer.insurer.name, ik: orNull(input.payer.insurer.ik) }
        : null,
      insuranceNumber: orNull(input.payer.insuranceNumber),
      coPaymentExempt: input.payer.coPaymentExempt,
      approval: input.payer.approval
        ? { status: input.payer.approval.status, reference: orNull(input.payer.approval.reference) }
        : null,
    },
    prescription: input.prescription,
    teamId: orNull(input.teamId),
  };
}

/** How the caller's organisation stands to a transport it sees in full. */
export function relationsOf(
  row: { organizationId: string; assignedCompanyId: string | null },
  caller: Caller,
): Set<Relation> {
  const relations = new Set<Relation>();
  if (row.organizationId === caller.organizationId) relations.add('orderer');
  if (row.assignedCompanyId === caller.organizationId) relations.add('assigned');
  return relations;
}

/**
 * The lifecycle's actions for this viewer; release only where there is an on-call return,
 * republish only while the expired transport has not been put out again.
 */
function actionsOf(row: TransportRow, caller: Caller) {
  const onCall = row.outboundTransportId !== null && row.pickupAt === null;
  return availableActions(row.status as TransportStatus, relationsOf(row, caller)).filter(
    (action) =>
      (action !== 'release' || onCall) && (action !== 'republish' || !row.republishedAsId),
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function presentTransport(row: TransportRow, caller: Caller): Transport {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    version: row.version,
    organization: { id: row.organizationId, name: row.organizationName ?? '' },
    assignedCompany: named(row.assignedCompanyId, row.assignedCompanyName),
    team: named(row.teamId, row.teamName),
    crew: named(row.crewTeamId, row.crewName),
    patientId: row.patientId,
    patient: row.patient,
    reason: row.reason,
    transportClass: row.transportClass,
    mobility: row.mobility,
    equipment: row.equipment,
    infection: row.infection,
    weightKg: row.weightKg,
    companions: row.companions,
    stairsWithoutLift: row.stairsWithoutLift,
    crewNote: row.crewNote,
    start: row.start,
    destination: row.destination,
    pickupAt: iso(row.pickupAt),
    appointmentAt: iso(row.appointmentAt),
    roundTrip: row.roundTrip,
    returnTransportId: row.returnTransportId,
    outboundTransportId: row.outboundTransportId,
    seriesId: row.seriesId,
    seriesDate: row.seriesDate,
    payer: row.payer,
    prescription: row.prescription,
    km: row.km,
    waitingMinutes: row.waitingMinutes,
    escalationStep: row.escalationStep,
    republishedFrom:
      row.republishedFromId && row.republishedFromNumber
        ? { id: row.republishedFromId, number: row.republishedFromNumber }
        : null,
    republishedAs:
      row.republishedAsId && row.republishedAsNumber
        ? { id: row.republishedAsId, number: row.republishedAsNumber }
        : null,
    actions: actionsOf(row, caller),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMarketplaceItem(row: MarketplaceRow): MarketplaceItem {
  return {
    id: row.id,
    number: row.number,
    // The marketplace shows released transports only: pickupAt is set.
    pickupAt: row.pickupAt!.toISOString(),
    appointmentAt: iso(row.appointmentAt),
    transportClass: row.transportClass,
    mobility: row.mobility,
    equipment: row.equipment,
    infection: row.infection,
    weightKg: row.weightKg,
    start: { zipCode: row.startZipCode ?? '', city: row.startCity ?? '' },
    destination: { zipCode: row.destinationZipCode ?? '', city: row.destinationCity ?? '' },
    patient: {
      initials: row.patientInitials,
      ageBand: row.patientAgeBand as MarketplaceItem['patient']['ageBand'],
    },
    seriesId: row.seriesId,
    urgent: row.urgent,
  };
}
