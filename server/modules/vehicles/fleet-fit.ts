/**
 * "Passt zu meiner Flotte" (decision 109): the marketplace's condition that a transport fits at
 * least one vehicle of the company in service — the carrying rules of src/contract/vehicle-fit.ts
 * written as SQL over the transport's columns. Vehicles that carry alike give one branch.
 */
import { sql, type SQL } from 'drizzle-orm';
import { classRank, TRANSPORT_CLASSES } from '../../../src/contract/transport-class';
import { CLASS_OF_KIND } from '../../../src/contract/vehicle';
import type { VehicleCapability } from '../../../src/contract/vehicle-fit';
import type { transports } from '../../db/schema';

type Transports = typeof transports;

const capabilityKey = (vehicle: VehicleCapability) =>
  JSON.stringify([
    CLASS_OF_KIND[vehicle.kind],
    vehicle.seats,
    vehicle.wheelchairPlaces > 0,
    vehicle.carryingChair,
    vehicle.stretcher,
    [...vehicle.equipment].sort(),
    vehicle.infectionAllowed,
  ]);

function fitsVehicle(t: Transports, vehicle: VehicleCapability): SQL {
  const rank = classRank(CLASS_OF_KIND[vehicle.kind]);
  const classes = TRANSPORT_CLASSES.filter((candidate) => classRank(candidate) <= rank);
  const refused = [
    ...(vehicle.stretcher ? [] : ['lying']),
    ...(vehicle.wheelchairPlaces > 0 ? [] : ['wheelchair_stay']),
    ...(vehicle.carryingChair ? [] : ['carrying_chair']),
  ];
  const equipment = sql.join(
    vehicle.equipment.map((type) => sql`${type}`),
    sql`, `,
  );
  const conditions = [
    sql`${t.transportClass} in (${sql.join(
      classes.map((item) => sql`${item}`),
      sql`, `,
    )})`,
    ...(refused.length > 0
      ? [
          sql`${t.mobility} not in (${sql.join(
            refused.map((item) => sql`${item}`),
            sql`, `,
          )})`,
        ]
      : []),
    vehicle.equipment.length > 0
      ? sql`not exists (select 1 from jsonb_array_elements(${t.equipment}) e
          where e->>'type' not in (${equipment}))`
      : sql`jsonb_array_length(${t.equipment}) = 0`,
    ...(vehicle.infectionAllowed ? [] : [sql`${t.infection}->>'type' = 'none'`]),
    // Sitting patients take a seat; lying ones and those staying in the wheelchair do not.
    sql`${t.companions} + (case when ${t.mobility} in ('lying', 'wheelchair_stay') then 0 else 1 end) <= ${vehicle.seats}`,
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** The vehicles in service of `fleet` in groups that carry alike (the same rules hold for each). */
export function carryingAlike<V extends VehicleCapability>(fleet: readonly V[]): V[][] {
  const alike = new Map<string, V[]>();
  for (const vehicle of fleet) {
    if (!vehicle.inService) continue;
    const key = capabilityKey(vehicle);
    alike.set(key, [...(alike.get(key) ?? []), vehicle]);
  }
  return [...alike.values()];
}

/** True for a transport some vehicle of `fleet` in service can carry; false for an empty fleet. */
export function fitsFleet(t: Transports, fleet: readonly VehicleCapability[]): SQL {
  const groups = carryingAlike(fleet);
  if (groups.length === 0) return sql`false`;
  return sql`(${sql.join(
    groups.map(([vehicle]) => fitsVehicle(t, vehicle!)),
    sql` or `,
  )})`;
}
