/** How amounts, dates and words appear on a German invoice. */
import type { InvoiceDetail, InvoiceParty } from '../../src/contract/billing/invoice';
import { formatDayMonthYear } from '../../src/contract/dates';
import { formatIban } from '../../src/contract/billing/bank-and-tax';
import type { PayerType } from '../../src/contract/transport';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** 11240 → "112,40 €" (a normal space before €, so every viewer copies it alike). */
export const money = (cents: number) => euro.format(cents / 100).replace(/\u00a0/g, ' ');

/** "2026-03-01 – 2026-03-31" as "01.03.2026 – 31.03.2026": the documents are German (DIN 5008). */
export const periodText = (invoice: Pick<InvoiceDetail, 'periodStart' | 'periodEnd'>) =>
  `${formatDayMonthYear(invoice.periodStart, 'de')} – ${formatDayMonthYear(invoice.periodEnd, 'de')}`;

export const PAYER_LABELS: Record<PayerType, string> = {
  GKV: 'Gesetzliche Krankenversicherung (GKV)',
  PKV: 'Private Krankenversicherung (PKV)',
  BG: 'Berufsgenossenschaft / Unfallversicherung (BG)',
  FACILITY: 'Einrichtung (Auftraggeber)',
  SELF: 'Selbstzahler (Patient)',
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
