/**
 * The VAT rate of a ride (decision 098):
 * - rides in vehicles specially equipped for the sick are exempt (§ 4 Nr. 17 Buchst. b UStG;
 *   UStAE 4.17.2: stretcher, special seats, wheelchair anchors and ramp) — the price list's
 *   classes BTW, KTW and Schwerlast-KTW carry 0 % by default;
 * - a Taxi (licensed under § 47 PBefG) carries the reduced 7 % when the ride stays within one
 *   municipality or is not longer than 50 km (§ 12 Abs. 2 Nr. 10 UStG), else 19 %;
 * - a Mietwagen carries 19 % whatever the distance (§ 12 Abs. 1 UStG; BFH XI R 22/10).
 * A company says which of the two it runs for its Taxi/Mietwagen class on its price list; lists
 * saved before that keep the class's fixed rate. "Within one municipality" is read from the two
 * addresses' towns (a person's, not a map's, judgement: a ride through another town is rare for
 * the short rides this applies to). Pure.
 */
export const TAXI_SERVICES = ['taxi', 'mietwagen'] as const;
export type TaxiService = (typeof TAXI_SERVICES)[number];

/** The longest ride that keeps a taxi's reduced rate across municipalities. */
export const TAXI_REDUCED_RATE_MAX_KM = 50;

export const sameMunicipality = (fromCity: string | null, toCity: string | null) =>
  !!fromCity && !!toCity && fromCity.trim().toLowerCase() === toCity.trim().toLowerCase();

export function taxiVatRate(
  service: TaxiService,
  ride: { km: number | null | undefined; withinMunicipality: boolean },
): 7 | 19 {
  if (service === 'mietwagen') return 19;
  const short = ride.km !== null && ride.km !== undefined && ride.km <= TAXI_REDUCED_RATE_MAX_KM;
  return ride.withinMunicipality || short ? 7 : 19;
}
