/**
 * The price of one transport (PRODUCT.md §6, issue 13): pure, shared by the server (which
 * stores it when a transport is completed or cancelled after the crew set off) and the settings
 * page's live example.
 *
 * Rounding (decision 030): every amount is an integer of cents. List prices are whole cents, so
 * base, km and waiting amounts are exact; the percentage surcharge is rounded half up to the
 * cent once per line; the line's VAT is rounded half up to the cent once per line; an invoice's
 * net, VAT and gross are the sums of its lines (so lines and totals always add up).
 */
import type { InfectionType, TransportClass } from '../transport-class';
import type { PriceListData, VatRate } from './price-list';
import { taxiVatRate } from './vat-rule';

/** `numerator / denominator` rounded half up, for non-negative integers (no float error). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `percent` % of `cents`, rounded half up to the cent. */
export const percentOf = (cents: number, percent: number) =>
  divideRoundingHalfUp(cents * percent, 100);

/** Night is 20:00 to 06:00 in Germany; the weekend is Saturday and Sunday there. */
export const NIGHT_FROM_HOUR = 20;
export const NIGHT_UNTIL_HOUR = 6;

const berlinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Whether a trip starting at `instant` (ISO) earns the night/weekend surcharge. */
export function isNightOrWeekend(instant: string): boolean {
  const parts = berlinClock.formatToParts(new Date(instant));
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return (
    weekday === 'Sat' || weekday === 'Sun' || hour >= NIGHT_FROM_HOUR || hour < NIGHT_UNTIL_HOUR
  );
}

/** The facts of a transport the price depends on. */
export type TripFacts = {
  transportClass: TransportClass;
  /** When the trip started (the pickup time, ISO): decides night/weekend. */
  pickupAt: string;
  infection: InfectionType;
  /** `trip`: carried out (km and waiting from the completion); `no_show`: a Fehlfahrt. */
  outcome: 'trip' | 'no_show';
  km?: number | null;
  waitingMinutes?: number | null;
  /** Start and destination in one municipality (decides a taxi's reduced VAT rate). */
  withinMunicipality?: boolean;
};

/** The class's rate, or for a Taxi/Mietwagen what the company runs it as (vat-rule.ts). */
function vatRateOf(list: PriceListData, facts: TripFacts): VatRate {
  const classRate = list.classes[facts.transportClass].vatRate;
  if (facts.transportClass !== 'TAXI' || !list.taxiService) return classRate;
  return taxiVatRate(list.taxiService, {
    km: facts.outcome === 'trip' ? facts.km : 0,
    withinMunicipality: facts.withinMunicipality ?? false,
  });
}

/** What a line amount is made of, each in cents, so the statement can explain it. */
export type TripPrice = {
  baseCents: number;
  kmCents: number;
  /** Km charged (beyond the included ones). */
  chargedKm: number;
  waitingCents: number;
  /** Started quarters of an hour of waiting. */
  waitingQuarters: number;
  surchargeCents: number;
  infectionCents: number;
  netCents: number;
  vatRate: VatRate;
  vatCents: number;
  grossCents: number;
};

const withVat = (parts: Omit<TripPrice, 'netCents' | 'vatCents' | 'grossCents'>): TripPrice => {
  const netCents =
    parts.baseCents +
    parts.kmCents +
    parts.waitingCents +
    parts.surchargeCents +
    parts.infectionCents;
  const vatCents = percentOf(netCents, parts.vatRate);
  return { ...parts, netCents, vatCents, grossCents: netCents + vatCents };
};

export function priceTrip(list: PriceListData, facts: TripFacts): TripPrice {
  const prices = list.classes[facts.transportClass];
  if (facts.outcome === 'no_show') {
    // A Fehlfahrt is a share of the base fee only: no km were carried, nobody waited.
    return withVat({
      baseCents: percentOf(prices.baseFeeCents, list.noShowPercentOfBaseFee),
      kmCents: 0,
      chargedKm: 0,
      waitingCents: 0,
      waitingQuarters: 0,
      surchargeCents: 0,
      infectionCents: 0,
      vatRate: vatRateOf(list, facts),
    });
  }
  const chargedKm = Math.max(0, (facts.km ?? 0) - prices.includedKm);
  const waitingQuarters = Math.ceil((facts.waitingMinutes ?? 0) / 15);
  const baseCents = prices.baseFeeCents;
  const kmCents = chargedKm * prices.perKmCents;
  const waitingCents = waitingQuarters * prices.perWaitingQuarterCents;
  const surchargeCents = isNightOrWeekend(facts.pickupAt)
    ? percentOf(baseCents + kmCents + waitingCents, list.nightWeekendSurchargePercent)
    : 0;
  return withVat({
    baseCents,
    kmCents,
    chargedKm,
    waitingCents,
    waitingQuarters,
    surchargeCents,
    infectionCents: facts.infection === 'none' ? 0 : list.infectionSurchargeCents,
    vatRate: vatRateOf(list, facts),
  });
}

/** GKV co-payment (Zuzahlung, § 61 SGB V): 10 % of the price, at least 5 €, at most 10 €, never more than the price. */
export const CO_PAYMENT_MIN_CENTS = 500;
export const CO_PAYMENT_MAX_CENTS = 1000;

export function coPayment(grossCents: number, exempt: boolean): number {
  if (exempt || grossCents <= 0) return 0;
  const tenth = percentOf(grossCents, 10);
  const bounded = Math.min(CO_PAYMENT_MAX_CENTS, Math.max(CO_PAYMENT_MIN_CENTS, tenth));
  return Math.min(bounded, grossCents);
}
