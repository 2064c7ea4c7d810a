/**
 * The travel-time estimate between places and positions (issue 29; decision 100), calibrated by
 * the region's recorded legs. The arithmetic is the contract's (src/contract/travel-time.ts), the
 * coordinates come from place-coordinates.ts. Used for the ward's arrival time and the dispatch
 * board's block durations (issue 30).
 */
import type { AddressRecord } from '../../../src/contract/address';
import {
  calibrate,
  calibrationRegion,
  estimateMinutes,
  MINIMUM_MINUTES,
  straightLineKm,
  UNCALIBRATED,
  type AreaType,
  type Coordinates,
  type RegionCalibration,
} from '../../../src/contract/travel-time';
import type { Db } from '../../db/handle';
import { regionLegs } from './travel-leg-store';
import { locateAddress } from './place-coordinates';
import { routingEngine } from './routing-engine';

/** A region's latest legs are its calibration: roads and traffic change, old legs fade out. */
export const CALIBRATION_LEGS = 200;

export type PlaceAddress = Pick<AddressRecord, 'city' | 'zipCode' | 'country'>;

export type TravelEstimate = {
  minutes: number;
  /** The straight-line distance (also with a road router: the legs' calibration counts it). */
  km: number;
  area: AreaType;
  /** How many recorded legs of the destination's region corrected it (0: the assumption alone). */
  calibratedBy: number;
};

export async function regionCalibration(
  db: Db,
  region: string | undefined,
): Promise<RegionCalibration> {
  if (!region) return UNCALIBRATED;
  const legs = await regionLegs(db, region, CALIBRATION_LEGS);
  return calibrate(legs);
}

const isCoordinates = (from: Coordinates | PlaceAddress): from is Coordinates =>
  'lat' in from && 'lon' in from;

/**
 * The estimate from a position or an address to an address; undefined where a place cannot be
 * found (abroad, a name GeoNames does not know): the caller then shows no time rather than a
 * wrong one.
 */
export async function estimateTravel(
  db: Db,
  from: Coordinates | PlaceAddress,
  to: PlaceAddress,
): Promise<TravelEstimate | undefined> {
  const start = isCoordinates(from) ? from : locateAddress(from);
  const end = locateAddress(to);
  if (!start || !end) return undefined;
  const km = Math.round(straightLineKm(start, end) * 10) / 10;
  // The operator's road router, where one is configured: its driving time, uncalibrated.
  const road = await routingEngine()?.(start, end);
  if (road) {
    const minutes = Math.max(MINIMUM_MINUTES, Math.ceil(road.minutes));
    return { minutes, km, area: end.area, calibratedBy: 0 };
  }
  const calibration = await regionCalibration(db, calibrationRegion(to.zipCode));
  return {
    minutes: estimateMinutes(start, end, end.area, calibration),
    km,
    area: end.area,
    calibratedBy: calibration.legs,
  };
}
