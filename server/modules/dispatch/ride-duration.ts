/**
 * How long a ride takes from pickup to arrival at the destination, for the board's blocks
 * (decision 107) and "Passt zu meiner Flotte" (128): the travel-time estimate of issue 29
 * (straight line × road factor ÷ the area's speed, calibrated by the region's recorded legs),
 * corrected by the company's own past rides where it has enough of them (decision 137). Each
 * region's calibration and the company's rides are read once per request. Where a place cannot
 * be found (abroad, a name the gazetteer does not know) the block gets a working hour and says
 * that its end is a guess.
 */
import {
  CALIBRATION,
  calibrateCompany,
  calibrationRegion,
  COMPANY_CALIBRATION,
  companyRegionCalibration,
  estimateMinutes,
  placeKey,
  straightLineKm,
  type CompanyCalibration,
  type CompanyRide,
  type RegionCalibration,
} from '../../../src/contract/travel-time';
import type { DataScope } from '../../db/scope';
import { locateAddress, regionCalibration } from '../travel-times';
import { ownPastRides, type PastRide, type RideAddress } from './ride-history-store';

export type { RideAddress };

/** A block whose end cannot be estimated lasts this long on the board. */
export const UNKNOWN_RIDE_MINUTES = 60;

export type RideEstimate = { arrivalAt: Date; known: boolean };

/**
 * A past ride as a leg the calibration can weigh: where both places are found and both times
 * were recorded, in that order.
 */
export function companyRide(ride: PastRide): CompanyRide[] {
  const from = locateAddress(ride.start);
  const to = locateAddress(ride.destination);
  const region = calibrationRegion(ride.destination.zipCode);
  if (!from || !to || !region || !ride.onBoardAt || !ride.arrivedAt) return [];
  const minutes = (ride.arrivedAt.getTime() - ride.onBoardAt.getTime()) / 60_000;
  if (minutes <= 0) return [];
  return [{ km: straightLineKm(from, to), minutes, area: to.area, region, place: placeKey(to) }];
}

/** What the caller's company's own rides teach (decision 137): one statement. */
export async function companyCalibration(scope: DataScope): Promise<CompanyCalibration> {
  const rides = await ownPastRides(scope, COMPANY_CALIBRATION.rides);
  return calibrateCompany(rides.flatMap(companyRide));
}

/**
 * Estimates the rides of one request for the caller's company: a region's calibration is read
 * once, the company's own rides once, whatever the rides.
 */
export function rideEstimator(scope: DataScope) {
  const calibrations = new Map<string, Promise<RegionCalibration>>();
  let company: Promise<CompanyCalibration> | undefined;
  const companyOf = () => (company ??= companyCalibration(scope));
  const calibrationOf = async (region: string) => {
    let shared = calibrations.get(region);
    if (!shared) {
      shared = regionCalibration(scope.handle, region);
      calibrations.set(region, shared);
    }
    return companyRegionCalibration(await companyOf(), region, await shared);
  };
  return async (ride: {
    pickupAt: Date;
    start: { address: RideAddress };
    destination: { address: RideAddress };
  }): Promise<RideEstimate> => {
    const from = locateAddress(ride.start.address);
    const to = locateAddress(ride.destination.address);
    const region = calibrationRegion(ride.destination.address.zipCode);
    if (!from || !to || !region) {
      return {
        arrivalAt: new Date(ride.pickupAt.getTime() + UNKNOWN_RIDE_MINUTES * 60_000),
        known: false,
      };
    }
    // Within one place the gazetteer sees no distance: the company's own rides there say how long.
    const local =
      straightLineKm(from, to) < CALIBRATION.minimumKm
        ? (await companyOf()).local.get(placeKey(to))
        : undefined;
    const minutes =
      local?.minutes ?? estimateMinutes(from, to, to.area, await calibrationOf(region));
    return { arrivalAt: new Date(ride.pickupAt.getTime() + minutes * 60_000), known: true };
  };
}
