/**
 * The embedded travel-time estimate (issue 29; decision 100): straight-line distance × a road
 * factor, driven at a speed that depends on the kind of area, and corrected per postcode region by
 * how long the crews' own recorded legs (status 3 → 4) really took. Pure arithmetic, no I/O: the
 * server's travel-times module finds the coordinates and the recorded legs, and a real routing
 * engine (ROUTING_URL) replaces the distance and base time where one is configured.
 *
 * Shared by the ward's arrival time (issue 29) and the dispatch board's block durations (issue 30).
 */

export type Coordinates = { lat: number; lon: number };

/**
 * City streets, the belt around a town, open country. Set per leg by where it ends: the slowest
 * part of a trip is the last kilometres into a town.
 */
export const AREA_TYPES = ['urban', 'suburban', 'rural'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/**
 * Average door-to-door speeds of a patient transport (no blue lights) over the *road* distance,
 * traffic lights and parking included. Deliberately conservative: the ward prefers a vehicle that
 * comes early to one that is late. Calibration corrects them per region.
 */
export const SPEED_KMH: Record<AreaType, number> = { urban: 22, suburban: 35, rural: 55 };

/**
 * Road distance ÷ straight-line distance. Studies of German road networks find 1.2–1.4 (the
 * "detour index"); short legs in towns come out higher than long ones on motorways, so 1.3.
 */
export const ROAD_FACTOR = 1.3;

/** Finding the entrance, parking, the last metres: every leg takes at least this. */
export const MINIMUM_MINUTES = 2;

/** The mean Earth radius (IUGG), good to 0.5 % for distances on the ground. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km (haversine). */
export function straightLineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The uncalibrated minutes for `km` of straight line into an area of `area`. */
export function baseMinutes(km: number, area: AreaType): number {
  return Math.max(MINIMUM_MINUTES, ((km * ROAD_FACTOR) / SPEED_KMH[area]) * 60);
}

/** One past leg of a crew: how far (straight line) and how long it really took. */
export type RecordedLeg = { km: number; minutes: number; area: AreaType };

/**
 * What a region's recorded legs teach: `factor` multiplies the base minutes (1: as assumed, 1.4:
 * 40 % slower here); `legs` counts the legs it rests on.
 */
export type RegionCalibration = { factor: number; legs: number };

export const CALIBRATION = {
  /** Legs shorter than this are mostly GPS noise at the door: they teach nothing. */
  minimumKm: 0.5,
  /** A leg 4× slower or faster than assumed was a break, a wrong status, a forgotten tap. */
  plausibleRatio: { min: 0.25, max: 4 },
  /**
   * Pseudo-legs at factor 1: with few real legs the assumption still counts, with many the region's
   * own figure wins (a Bayesian mean with the prior's weight of this many legs).
   */
  priorWeight: 5,
  /** The factor never leaves these bounds, whatever a region recorded. */
  factorBounds: { min: 0.5, max: 2.5 },
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The calibration of one region from its recorded legs: the median ratio of real to assumed
 * minutes (robust against the odd long break), pulled towards 1 while there are few legs.
 */
export function calibrate(legs: readonly RecordedLeg[]): RegionCalibration {
  const ratios = legs
    .filter((leg) => leg.km >= CALIBRATION.minimumKm && leg.minutes > 0)
    .map((leg) => leg.minutes / baseMinutes(leg.km, leg.area))
    .filter(
      (ratio) => ratio >= CALIBRATION.plausibleRatio.min && ratio <= CALIBRATION.plausibleRatio.max,
    );
  if (ratios.length === 0) return { factor: 1, legs: 0 };
  const { priorWeight, factorBounds } = CALIBRATION;
  const pulled = (median(ratios) * ratios.length + priorWeight) / (ratios.length + priorWeight);
  const factor = Math.min(factorBounds.max, Math.max(factorBounds.min, pulled));
  return { factor: Math.round(factor * 1000) / 1000, legs: ratios.length };
}

export const UNCALIBRATED: RegionCalibration = { factor: 1, legs: 0 };

/** The estimated minutes of a leg, whole minutes rounded up (a ward plans with "ca. 14:35"). */
export function estimateMinutes(
  from: Coordinates,
  to: Coordinates,
  area: AreaType,
  calibration: RegionCalibration = UNCALIBRATED,
): number {
  return Math.ceil(baseMinutes(straightLineKm(from, to), area) * calibration.factor);
}

/** The arrival: the position's time plus the leg's minutes (not "now": the estimate ages). */
export function estimatedArrival(positionAt: Date, minutes: number): Date {
  return new Date(positionAt.getTime() + minutes * 60_000);
}

/**
 * A position older than this no longer says where the vehicle is (a tunnel, a closed app): the
 * ward is told "no current position" instead of a time that looks exact and is not.
 */
export const POSITION_STALE_AFTER_MINUTES = 5;

export function isPositionStale(positionAt: Date, now: Date): boolean {
  return now.getTime() - positionAt.getTime() > POSITION_STALE_AFTER_MINUTES * 60_000;
}

/** The postcode region a leg is calibrated in: the first two digits (the "Leitregion"). */
export function calibrationRegion(zipCode: string): string | undefined {
  const trimmed = zipCode.trim();
  return /^\d{5}$/.test(trimmed) ? trimmed.slice(0, 2) : undefined;
}

/**
 * One of a company's own past rides (decision 137): how far (straight line) into which kind of
 * area and postcode region, and how long it really took from "Patient an Bord" (7) to "Am Ziel"
 * (8), or to "Abgeschlossen" where 8 was skipped.
 */
export type CompanyRide = RecordedLeg & { region: string; place: string };

/** The key of a located place (its coordinates): rides within one place are learnt by it. */
export const placeKey = (place: Coordinates) => `${place.lat.toFixed(4)},${place.lon.toFixed(4)}`;

export const COMPANY_CALIBRATION = {
  /** A company's latest rides are its calibration: crews, vehicles and habits change. */
  rides: 200,
  /** A ride within one place longer than this was a forgotten tap, not a ride. */
  localMaximumMinutes: 180,
  /** Fewer plausible rides than this (overall, or into a region) teach nothing yet. */
  minimumRides: 10,
  /**
   * The company's factor stays within these multiples of the region's (decision 100): its own
   * rides correct the shared estimate, a run of forgotten taps cannot make it absurd.
   */
  boundsAgainstRegion: { min: 0.7, max: 1.6 },
} as const;

/**
 * What a company's own rides teach (decision 137): the median ratio of real to base minutes over
 * all of them and per destination region, each only where it rests on at least
 * `COMPANY_CALIBRATION.minimumRides` plausible rides (the same plausibility as the legs').
 */
export type CompanyCalibration = {
  overall: RegionCalibration | undefined;
  regions: ReadonlyMap<string, RegionCalibration>;
  /**
   * Rides within one place (start and destination found at the same point, under 500 m: the
   * gazetteer knows a town's centre only) by the place (`placeKey`): the median of their real
   * minutes, which no factor of a 2-minute base could give.
   */
  local: ReadonlyMap<string, { minutes: number; rides: number }>;
};

export const NO_COMPANY_CALIBRATION: CompanyCalibration = {
  overall: undefined,
  regions: /* @__PURE__ */ new Map(),
  local: /* @__PURE__ */ new Map(),
};

export function calibrateCompany(rides: readonly CompanyRide[]): CompanyCalibration {
  const plausible = rides.flatMap((ride) => {
    if (ride.km < CALIBRATION.minimumKm || ride.minutes <= 0) return [];
    const ratio = ride.minutes / baseMinutes(ride.km, ride.area);
    const { min, max } = CALIBRATION.plausibleRatio;
    return ratio >= min && ratio <= max ? [{ region: ride.region, ratio }] : [];
  });
  const learnt = (ratios: number[]): RegionCalibration | undefined =>
    ratios.length >= COMPANY_CALIBRATION.minimumRides
      ? { factor: Math.round(median(ratios) * 1000) / 1000, legs: ratios.length }
      : undefined;
  const byRegion = new Map<string, number[]>();
  for (const { region, ratio } of plausible) {
    byRegion.set(region, [...(byRegion.get(region) ?? []), ratio]);
  }
  const regions = new Map<string, RegionCalibration>();
  for (const [region, ratios] of byRegion) {
    const calibration = learnt(ratios);
    if (calibration) regions.set(region, calibration);
  }
  const localMinutes = new Map<string, number[]>();
  for (const ride of rides) {
    if (ride.km >= CALIBRATION.minimumKm) continue;
    if (ride.minutes < MINIMUM_MINUTES || ride.minutes > COMPANY_CALIBRATION.localMaximumMinutes) {
      continue;
    }
    localMinutes.set(ride.place, [...(localMinutes.get(ride.place) ?? []), ride.minutes]);
  }
  const local = new Map<string, { minutes: number; rides: number }>();
  for (const [place, minutes] of localMinutes) {
    if (minutes.length >= COMPANY_CALIBRATION.minimumRides) {
      local.set(place, { minutes: Math.ceil(median(minutes)), rides: minutes.length });
    }
  }
  return { overall: learnt(plausible.map(({ ratio }) => ratio)), regions, local };
}

/**
 * The calibration a company's ride into `region` is estimated with: the company's own factor for
 * that region, else its factor over all its rides, bounded to 0.7–1.6 × the region's shared
 * factor — or, with too few rides of its own, the region's shared calibration alone.
 */
export function companyRegionCalibration(
  company: CompanyCalibration,
  region: string,
  shared: RegionCalibration,
): RegionCalibration {
  const own = company.regions.get(region) ?? company.overall;
  if (!own) return shared;
  const { min, max } = COMPANY_CALIBRATION.boundsAgainstRegion;
  const factor = Math.min(shared.factor * max, Math.max(shared.factor * min, own.factor));
  return { factor: Math.round(factor * 1000) / 1000, legs: own.legs };
}
