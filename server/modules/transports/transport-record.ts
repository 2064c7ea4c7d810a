/**
 * A transport between its stored row and the contract's answers: the columns an order writes,
 * the full `Transport` (with the actions this viewer may take) and the marketplace item.
 */
import { templateOf, templateRecordOf } from '../../../src/contract/order';
import type { PayerPatient } from '../../../src/contract/payer';
import { orNull } from '../../../src/contract/record';
import type { TransportOrderData } from '../../../src/contract/transport';
import type {
  MarketplaceItem,
  PatientSnapshot,
  Transport,
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

/**
 * The columns an order's create or update writes (not its status, number or links): its template
 * as order.ts stores it, its times and its department.
 */
export function orderColumns(input: TransportOrderData, patient: PayerPatient | null) {
  return {
    ...templateRecordOf(input, patient),
    pickupAt: new Date(input.pickupAt),
    appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
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

/** The company's own planning: the orderer (a ward) does not learn which car comes. */
function vehicleOf(row: TransportRow, caller: Caller): Transport['vehicle'] {
  if (!row.vehicleId || row.assignedCompanyId !== caller.organizationId) return null;
  return { id: row.vehicleId, callSign: row.vehicleCallSign ?? '', name: row.vehicleName };
}

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
    vehicle: vehicleOf(row, caller),
    patientId: row.patientId,
    patient: row.patient,
    ...templateOf(row),
    pickupAt: iso(row.pickupAt),
    appointmentAt: iso(row.appointmentAt),
    roundTrip: row.roundTrip,
    returnTransportId: row.returnTransportId,
    outboundTransportId: row.outboundTransportId,
    seriesId: row.seriesId,
    seriesDate: row.seriesDate,
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
