/**
 * A transport company's price list (PRODUCT.md §6, issue 13), versioned by the day it is valid
 * from: a transport is priced by the version valid on its pickup day (in Germany). Amounts are
 * integer cents, net of VAT; the VAT rate is a property of each class's prices (decision 030).
 */
import * as v from 'valibot';
import { isStorableDate } from '../dates';
import { object } from '../common';
import { m, localized } from '../messages';
import type { TransportClass } from '../transport-class';
import { TAXI_SERVICES } from './vat-rule';
import { compactIk, isValidIk } from './ik';

/** The rates German invoices carry: § 4 Nr. 17 b UStG exempt (0), reduced (7, taxi), standard (19). */
export const VAT_RATES = [0, 7, 19] as const;
export type VatRate = (typeof VAT_RATES)[number];

/**
 * Defaults per class (decision 030): KTW and Schwerlast-KTW are vehicles specially equipped for
 * the sick and are exempt (§ 4 Nr. 17 b UStG); a BTW with wheelchair anchors and ramp counts as
 * specially equipped too (UStAE 4.17.2 Abs. 2); Taxi/Mietwagen is not, and 19 % is right for a
 * Mietwagen and for taxi trips over 50 km (a taxi company charging 7 % locally sets it so).
 */
export const DEFAULT_VAT_RATE: Record<TransportClass, VatRate> = {
  TAXI: 19,
  BTW: 0,
  KTW: 0,
  KTW_HEAVY: 0,
};

/** The largest single amount a list accepts: 100 000,00 €. */
export const MAX_AMOUNT_CENTS = 10_000_000;

const cents = v.pipe(
  v.number(localized({ de: 'Bitte einen Betrag angeben.', en: 'Please enter an amount.' })),
  v.integer(localized({ de: 'Betrag in ganzen Cent.', en: 'Amount in whole cents.' })),
  v.minValue(
    0,
    localized({ de: 'Der Betrag darf nicht negativ sein.', en: 'The amount cannot be negative.' }),
  ),
  v.maxValue(
    MAX_AMOUNT_CENTS,
    localized({ de: 'Höchstens 100.000,00 €.', en: 'At most €100,000.00.' }),
  ),
);

const boundedInteger = (min: number, max: number, text: { de: string; en: string }) =>
  v.pipe(
    v.number(localized(text)),
    v.integer(localized(text)),
    v.minValue(min, localized(text)),
    v.maxValue(max, localized(text)),
  );

export const ClassPrices = object({
  /** Grundpauschale per trip. */
  baseFeeCents: cents,
  /** Per km beyond `includedKm` (0: from the first km). */
  perKmCents: cents,
  includedKm: boundedInteger(0, 500, { de: '0 bis 500 km.', en: '0 to 500 km.' }),
  /** Per started 15 minutes of waiting. */
  perWaitingQuarterCents: cents,
  vatRate: v.picklist(
    VAT_RATES,
    localized({ de: 'Steuersatz 0, 7 oder 19 %.', en: 'VAT rate 0, 7 or 19 %.' }),
  ),
});
export type ClassPrices = v.InferOutput<typeof ClassPrices>;

/** More Kassen than one contract names; a list for more is a default list. */
export const MAX_INSURERS_PER_LIST = 50;

/**
 * The Kassen a list is agreed with, by IK (decision 121): one field, so the 422 names
 * `insurerIks` whichever entry is wrong. Stored compact, sorted and without repeats.
 */
const InsurerIks = v.pipe(
  // Items unchecked here so that a non-text entry is refused as this one field, not `insurerIks.0`.
  v.array(v.unknown(), m('ik')),
  v.maxLength(
    MAX_INSURERS_PER_LIST,
    localized({
      de: `Höchstens ${MAX_INSURERS_PER_LIST} Krankenkassen je Preisliste.`,
      en: `At most ${MAX_INSURERS_PER_LIST} insurers per price list.`,
    }),
  ),
  v.check(
    (iks) => iks.every((ik) => typeof ik === 'string' && isValidIk(ik)),
    localized({
      de: 'Jedes IK hat 9 Ziffern mit gültiger Prüfziffer.',
      en: 'Every IK has 9 digits with a valid check digit.',
    }),
  ),
  v.transform((iks) => [...new Set((iks as string[]).map(compactIk))].sort()),
);

/** The key that tells lists of one day apart: their Kassen, or '' for the default list. */
export const insurerKeyOf = (iks: readonly string[] | undefined) => (iks ?? []).join(',');

const percent = boundedInteger(0, 200, { de: '0 bis 200 %.', en: '0 to 200 %.' });

export const PriceListInput = object({
  validFrom: v.pipe(v.string(m('date')), v.check(isStorableDate, m('date'))),
  classes: object({
    TAXI: ClassPrices,
    BTW: ClassPrices,
    KTW: ClassPrices,
    KTW_HEAVY: ClassPrices,
  }),
  /** On the trip's base, km and waiting amounts when it starts at night (20–6 h) or on a weekend. */
  nightWeekendSurchargePercent: percent,
  /** Per transport with an infection (or an unknown status: the crew disinfects all the same). */
  infectionSurchargeCents: cents,
  /** A Fehlfahrt (cancelled after the crew set off) costs this share of the class's base fee. */
  noShowPercentOfBaseFee: boundedInteger(0, 100, { de: '0 bis 100 %.', en: '0 to 100 %.' }),
  /**
   * What the Taxi/Mietwagen class runs as (decision 098): `taxi` 7 % within a town or up to
   * 50 km, `mietwagen` 19 %; absent (lists saved before): the class's fixed rate.
   */
  taxiService: v.optional(v.picklist(TAXI_SERVICES, m('choice'))),
  /**
   * The Kassen (IKs) whose rides this list prices (decision 121); empty or absent: the default
   * list, for every other payer.
   */
  insurerIks: v.optional(InsurerIks, []),
});
export type PriceListInput = v.InferInput<typeof PriceListInput>;
export type PriceListData = v.InferOutput<typeof PriceListInput>;

/** A stored version as answered. */
export type PriceList = PriceListData & { id: string; createdAt: string };

/**
 * `GET /settings/prices`: the default list valid today (if any), every version newest first
 * (default and per-Kasse lists alike, each with its `insurerIks`).
 */
export type PriceLists = { current: PriceList | null; versions: PriceList[] };

/**
 * The list for a ride (decision 121): among the lists bound to the payer's IK the one valid on
 * `day`, else the default list (bound to no Kasse) valid on `day`. Lists saved before lists per
 * Kasse have no `insurerIks` and are default lists.
 */
export function priceListForRide<T extends { validFrom: string; insurerIks?: readonly string[] }>(
  versions: readonly T[],
  day: string,
  payerIk: string | null,
): T | undefined {
  const bound = payerIk
    ? priceListValidOn(
        versions.filter((version) => version.insurerIks?.includes(payerIk)),
        day,
      )
    : undefined;
  return (
    bound ??
    priceListValidOn(
      versions.filter((version) => !version.insurerIks?.length),
      day,
    )
  );
}

/** The version valid on `day` (`YYYY-MM-DD`): the latest `validFrom` not after it. */
export function priceListValidOn<T extends { validFrom: string }>(
  versions: readonly T[],
  day: string,
): T | undefined {
  return versions
    .filter((version) => version.validFrom <= day)
    .reduce<T | undefined>(
      (latest, version) => (!latest || version.validFrom > latest.validFrom ? version : latest),
      undefined,
    );
}

/** The sample list of the settings page and the tests ("KTW, 18 km, 20 min → 112,40 €"). */
export const SAMPLE_PRICE_LIST: PriceListData = {
  validFrom: '2026-01-01',
  classes: {
    TAXI: {
      baseFeeCents: 1500,
      perKmCents: 150,
      includedKm: 0,
      perWaitingQuarterCents: 500,
      vatRate: 19,
    },
    BTW: {
      baseFeeCents: 3500,
      perKmCents: 170,
      includedKm: 0,
      perWaitingQuarterCents: 650,
      vatRate: 0,
    },
    KTW: {
      baseFeeCents: 6000,
      perKmCents: 200,
      includedKm: 0,
      perWaitingQuarterCents: 820,
      vatRate: 0,
    },
    KTW_HEAVY: {
      baseFeeCents: 15000,
      perKmCents: 350,
      includedKm: 10,
      perWaitingQuarterCents: 1500,
      vatRate: 0,
    },
  },
  nightWeekendSurchargePercent: 20,
  infectionSurchargeCents: 3500,
  noShowPercentOfBaseFee: 50,
  insurerIks: [],
};
