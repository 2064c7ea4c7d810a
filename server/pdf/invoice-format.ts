/** How amounts, dates and words appear on a German invoice. */
import type {
  InvoiceDetail,
  InvoiceParty,
  PayerLineDetail,
} from '../../src/contract/billing/invoice';
import type { TransportClass } from '../../src/contract/transport-class';
import { formatDayMonthYear } from '../../src/contract/dates';
import { formatIban } from '../../src/contract/billing/bank-and-tax';
import type { PayerKind } from '../../src/contract/payer';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** 11240 → "112,40 €" (a normal space before €, so every viewer copies it alike). */
export const money = (cents: number) => euro.format(cents / 100).replace(/\u00a0/g, ' ');

/** "2026-03-01 – 2026-03-31" as "01.03.2026 – 31.03.2026": the documents are German (DIN 5008). */
export const periodText = (invoice: Pick<InvoiceDetail, 'periodStart' | 'periodEnd'>) =>
  `${formatDayMonthYear(invoice.periodStart, 'de')} – ${formatDayMonthYear(invoice.periodEnd, 'de')}`;

export const PAYER_LABELS: Record<PayerKind, string> = {
  insurer: 'Gesetzliche Krankenkasse',
  accident_insurer: 'Berufsgenossenschaft / Unfallversicherung',
  facility: 'Einrichtung (Auftraggeber)',
  self: 'Selbstzahler (Patient)',
};

export const TITLES: Record<InvoiceDetail['kind'], string> = {
  invoice: 'Rechnung',
  statement: 'Sammelabrechnung',
  credit_note: 'Stornorechnung',
};

/** The address lines of a party as DIN 5008 writes them (country only when abroad). */
export function addressLines(party: InvoiceParty): string[] {
  return [
    party.name,
    party.addition,
    `${party.street} ${party.houseNumber}`.trim(),
    `${party.zipCode} ${party.city}`,
    party.country === 'DE' ? null : party.country,
  ].filter((line): line is string => Boolean(line));
}

export const oneLineAddress = (party: InvoiceParty) =>
  [
    party.name,
    `${party.street} ${party.houseNumber}`.trim(),
    `${party.zipCode} ${party.city}`,
  ].join(' · ');

export const ibanText = (iban: string | null) => (iban ? formatIban(iban) : '');

/** Splits `text` into lines no wider than `maxWidth` by the given measure. */
export function wrap(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(candidate) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** "1 Fahrt", "2 Fahrten". */
export const ridesText = (count: number) => `${count} ${count === 1 ? 'Fahrt' : 'Fahrten'}`;

const TAXI_EQUIPMENT_TEXT = {
  none: '',
  wheelchair: ' mit Rollstuhl',
  carrying_chair: ' mit Tragestuhl',
  lying: ', liegend',
} as const;

/**
 * A vehicle class as a document names it, in full: "Krankentransportwagen", never the screens'
 * short "KTW" nor the code (KTW_HEAVY); issue 28 asks for names a reader of the invoice knows.
 */
export const VEHICLE_CLASS_NAMES: Record<TransportClass, string> = {
  TAXI: 'Taxi/Mietwagen',
  BTW: 'Behindertentransportwagen (Rollstuhl)',
  KTW: 'Krankentransportwagen',
  KTW_HEAVY: 'Schwerlast-Krankentransportwagen',
};

/**
 * The kind of transport by name as the Muster 4 prescribes it ("Krankentransportwagen", never
 * a code); an order without one names the class driven.
 */
export function prescribedKindText(detail: PayerLineDetail): string {
  const prescribed = detail.prescribed;
  if (!prescribed) return VEHICLE_CLASS_NAMES[detail.prescribedClass];
  if (prescribed.vehicle === 'ktw') return 'Krankentransportwagen';
  if (prescribed.vehicle === 'other') return 'anderes Beförderungsmittel';
  return `Taxi/Mietwagen${TAXI_EQUIPMENT_TEXT[prescribed.taxiEquipment]}`;
}
