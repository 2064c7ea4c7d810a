/**
 * The dispatch board's API (issue 30; decisions 105–107): a day of the company's fleet with the
 * crews driving it and the accepted transports of the day, the shift of a vehicle, and the
 * hand-over of a transport to a vehicle (its crew of the day).
 */
import * as v from 'valibot';
import { object, uuid } from './common';
import { isStorableDate } from './dates';
import { endpoint } from './endpoint';
import { m } from './messages';
import type { EquipmentType, InfectionType, Mobility, TransportClass } from './transport-class';
import type { PartShift } from './shift-hours';
import type { ShiftInput } from './shift-input';
import type { Named, Transport } from './transport-answer';
import type { TransportStatus } from './transport-lifecycle';
import type { Vehicle } from './vehicle';

const calendarDate = v.pipe(v.string(m('date')), v.check(isStorableDate, m('date')));

/** `GET /v1/dispatch/board?day=YYYY-MM-DD` (a calendar day in Germany). */
export const BoardQuery = object({ day: calendarDate });

/** `GET /v1/dispatch/shifts?day=YYYY-MM-DD`: who drives each vehicle that day. */
export const ShiftsQuery = object({ day: calendarDate });

/**
 * A vehicle's crew on a day (decision 119): `planned` when a shift names it, else the vehicle's
 * usual crew (or none). What a crew's phone needs to name its car: no equipment, no transports.
 */
export type VehicleShift = {
  vehicle: Pick<Vehicle, 'id' | 'callSign' | 'name' | 'kind' | 'inService'>;
  crew: Named | null;
  planned: boolean;
  /** Early and late shifts of the day (decision 129): in their hours, their crew drives. */
  parts: PartShift<Named>[];
};

export type DayShifts = { day: string; shifts: VehicleShift[] };

// `PUT /v1/dispatch/shifts`'s body is shift-input.ts: the phone's first load needs none of it.
export type { ShiftData, ShiftInput } from './shift-input';

/** `POST /v1/transports/:id/vehicle`: to this vehicle's crew of the day, or back to the tray. */
export const VehicleChoice = object({ vehicleId: v.nullable(uuid) });
export type VehicleChoice = v.InferInput<typeof VehicleChoice>;

/**
 * A vehicle on the board: the fleet's record, the crew that drives it that day, and the early and
 * late shifts that take it over in their hours (decision 129).
 */
export type BoardVehicle = Vehicle & {
  crew: { id: string; name: string } | null;
  parts: PartShift<Named>[];
};

/** What the board needs of an accepted transport (the company sees it in full, §7). */
export type BoardTransport = {
  id: string;
  number: string;
  status: TransportStatus;
  patientName: string;
  transportClass: TransportClass;
  mobility: Mobility;
  equipment: { type: EquipmentType }[];
  infection: { type: InfectionType };
  companions: number;
  pickupAt: string;
  /** Estimated arrival at the destination (decision 107). */
  arrivalAt: string;
  /** False where a place could not be located: the block's length is a working hour. */
  arrivalKnown: boolean;
  from: { zipCode: string; city: string };
  to: { zipCode: string; city: string };
  crewTeamId: string | null;
  /** The vehicle it was handed to; else the vehicle its crew drives that day, else none (tray). */
  vehicleId: string | null;
};

export type Board = { day: string; vehicles: BoardVehicle[]; transports: BoardTransport[] };

export const dispatchApi = {
  board: endpoint.get<Board>('dispatch/board'),
  shifts: endpoint.get<DayShifts>('dispatch/shifts'),
  shift: endpoint.put<void, void, ShiftInput>('dispatch/shifts'),
  handOver: endpoint.post<Transport, { id: string }, VehicleChoice>(
    ({ id }) => `transports/${id}/vehicle`,
  ),
};
