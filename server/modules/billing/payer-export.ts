/**
 * The month's billing data of one Krankenkasse as a documented CSV (decision 099), not the
 * § 302 SGB V data exchange: the Technische Anlage 1 (EDIFACT-like messages SLGA/SLLA with their
 * segments, the key directories, the data acceptance offices' certificates) was not available
 * here to build and test against, so nothing here claims that format. One row per ride, in the
 * invoice's order; RFC 4180 quoting, ";" between fields and a decimal comma as German
 * spreadsheets read them, UTF-8 with a byte-order mark; amounts in euros with two decimals.
 */
import type { InvoiceDetail, InvoiceLine } from '../../../src/contract/billing/invoice';
import { formatDayMonthYear } from '../../../src/contract/dates';
import { prescribedKindText } from '../../pdf';

/** The columns, in order: their German headings are the file's first row. */
export const EXPORT_COLUMNS = [
  'Rechnungsnummer',
  'IK Leistungserbringer',
  'Leistungserbringergruppenschlüssel',
  'IK Kostenträger',
  'Kostenträger',
  'Transportnummer',
  'Fahrtdatum',
  'Verordnungsdatum',
  'Versicherter',
  'Versichertennummer',
  'Strecke',
  'km',
  'Beförderungsart',
  'Fahrt netto',
  'Zuschlag Nacht/Wochenende',
  'Zuschlag Infektion',
  'USt-Satz',
  'USt',
  'Brutto',
  'Zuzahlung',
  'Forderung',
  'Nachweis',
] as const;

const decimal = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function field(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function rowOf(invoice: InvoiceDetail, line: InvoiceLine): string[] {
  const detail = line.payerDetail!;
  const surcharge = (kind: 'night_weekend' | 'infection') =>
    decimal(detail.surcharges.find((entry) => entry.kind === kind)?.netCents ?? 0);
  const proof = detail.proof;
  return [
    invoice.number ?? 'Entwurf',
    invoice.issuerParty.ik ?? '',
    invoice.issuerParty.providerGroupKey ?? '',
    invoice.payer?.ik ?? '',
    invoice.payer?.name ?? '',
    line.number,
    formatDayMonthYear(line.date, 'de'),
    detail.prescribedOn ? formatDayMonthYear(detail.prescribedOn, 'de') : '',
    detail.patientName,
    detail.insuranceNumber ?? '',
    detail.route,
    line.km == null ? '' : String(line.km),
    prescribedKindText(detail),
    decimal(detail.rideNetCents),
    surcharge('night_weekend'),
    surcharge('infection'),
    String(line.vatRate),
    decimal(line.vatCents),
    decimal(line.grossCents),
    decimal(detail.coPaymentCents),
    decimal(detail.claimCents),
    [proof?.signature ? 'Unterschrift' : '', proof?.photo ? 'Transportschein' : '']
      .filter(Boolean)
      .join(' + '),
  ];
}

export function payerExportCsv(invoice: InvoiceDetail): string {
  const rows = [
    [...EXPORT_COLUMNS],
    ...invoice.lines.filter((line) => line.payerDetail).map((line) => rowOf(invoice, line)),
  ];
  return `\ufeff${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
