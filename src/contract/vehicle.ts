/**
 * A transport company's fleet (PRODUCT.md §9; issue 30, decision 105): each vehicle with its
 * call sign, kind, what it can carry, its equipment, whether it may carry infectious patients and
 * how long it is disinfected after one, in service or not, and the crew that usually drives it.
 * The registration's fleet size is only a starting hint; this list is the truth.
 */
import * as v from 'valibot';
import { listQuery, object, optionalText, requiredText, uuid, version } from './common';
import { endpoint } from './endpoint';
import { localized, m } from './messages';
import { pageOf, versionedRecord } from './record';
import { EQUIPMENT_TYPES, type TransportClass } from './transport-class';

/** Kinds as the trade names them; MIETWAGEN is a hire car with driver (same rules as a taxi). */
export const VEHICLE_KINDS = ['TAXI', 'MIETWAGEN', 'BTW', 'KTW', 'KTW_HEAVY'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The transport class a vehicle of this kind serves (a larger class can do a smaller's job). */
export const CLASS_OF_KIND: Record<VehicleKind, TransportClass> = {
  TAXI: 'TAXI',
  MIETWAGEN: 'TAXI',
  BTW: 'BTW',
  KTW: 'KTW',
  KTW_HEAVY: 'KTW_HEAVY',
};

/** A day at most: no disinfection takes longer, and a bigger number is a typing slip. */
export const MAX_DISINFECTION_MINUTES = 1440;

const wholeNumber = (max: number) => {
  const text = localized({
    de: `Eine ganze Zahl von 0 bis ${max}.`,
    en: `A whole number from 0 to ${max}.`,
  });
  return v.pipe(v.number(text), v.integer(text), v.minValue(0, text), v.maxValue(max, text));
};

const vehicleEntries = {
  callSign: requiredText(30),
  name: optionalText(100),
  kind: v.picklist(VEHICLE_KINDS, m('invalidType')),
  seats: wholeNumber(20),
  wheelchairPlaces: wholeNumber(6),
  carryingChair: v.boolean(m('invalidType')),
  stretcher: v.boolean(m('invalidType')),
  equipment: v.pipe(
    v.array(v.picklist(EQUIPMENT_TYPES, m('invalidType')), m('invalidType')),
    v.maxLength(EQUIPMENT_TYPES.length, m('invalidType')),
    v.transform((items) => [...new Set(items)]),
  ),
  infectionAllowed: v.boolean(m('invalidType')),
  disinfectionMinutes: wholeNumber(MAX_DISINFECTION_MINUTES),
  inService: v.boolean(m('invalidType')),
  /** The crew that drives it when no shift says otherwise (a team marked crew). */
  usualCrewId: v.nullish(uuid, null),
};

export const VehicleInput = object(vehicleEntries);
export type VehicleInput = v.InferInput<typeof VehicleInput>;
export type VehicleData = v.InferOutput<typeof VehicleInput>;

export const VehicleUpdate = object({ ...vehicleEntries, version });
export type VehicleUpdate = v.InferInput<typeof VehicleUpdate>;

export const VehicleListQuery = listQuery(['callSign', 'createdAt'] as const);

export const Vehicle = versionedRecord({
  callSign: v.string(),
  name: v.nullable(v.string()),
  kind: v.picklist(VEHICLE_KINDS),
  seats: v.number(),
  wheelchairPlaces: v.number(),
  carryingChair: v.boolean(),
  stretcher: v.boolean(),
  equipment: v.array(v.picklist(EQUIPMENT_TYPES)),
  infectionAllowed: v.boolean(),
  disinfectionMinutes: v.number(),
  inService: v.boolean(),
  usualCrew: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type Vehicle = v.InferOutput<typeof Vehicle>;
export const VehiclePage = pageOf(Vehicle);
export type VehiclePage = v.InferOutput<typeof VehiclePage>;

/** The operations of `/v1/vehicles`. */
export const vehicleApi = {
  list: endpoint.get<VehiclePage>('vehicles'),
  read: endpoint.get<Vehicle, { id: string }>(({ id }) => `vehicles/${id}`),
  create: endpoint.post<Vehicle, void, VehicleInput>('vehicles'),
  update: endpoint.put<Vehicle, { id: string }, VehicleUpdate>(({ id }) => `vehicles/${id}`),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `vehicles/${id}`),
};
