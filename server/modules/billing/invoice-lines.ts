/**
 * A month's documents from its billable transports (PRODUCT.md §6; decisions 030, 031), pure:
 * the lines with their GKV split, the groups by payer and by VAT rate, and the totals — the sums
 * of the lines, so lines and totals always add up. A credit note is its original negated.
 */
import type { InvoiceLine, PayerGroup, VatGroup } from '../../../src/contract/billing/invoice';
import type { VatRate } from '../../../src/contract/billing/price-list';
import { coPayment, type TripPrice } from '../../../src/contract/billing/pricing';
import { APPROVAL_REASONS, PAYER_TYPES } from '../../../src/contract/transport';
import type { BillableTransport } from '../../db/scope';

/** A billable transport with its price (null: no list was valid on its day). */
export type PricedRow = BillableTransport & { price: TripPrice | null };

export function lineOf(row: PricedRow): InvoiceLine {
  const price = row.price;
  const grossCents = price?.grossCents ?? 0;
  const isGkv = row.payer.type === 'GKV';
  // The co-payment is part of a trip's price; a Fehlfahrt carried nobody.
  const coPaymentCents =
    isGkv && row.outcome === 'trip' ? coPayment(grossCents, row.payer.coPaymentExempt) : 0;
  return {
    transportId: row.transportId,
    number: row.number,
    date: row.tripDay,
    from: row.fromCity ?? '',
    to: row.toCity ?? '',
    transportClass: row.transportClass,
    kind: row.outcome,
    km: row.outcome === 'trip' ? row.km : null,
    waitingMinutes: row.outcome === 'trip' ? row.waitingMinutes : null,
    payerType: row.payer.type,
    payerName: row.payer.insurer?.name ?? null,
    patientName: `${row.patientLastName}, ${row.patientFirstName}`,
    netCents: price?.netCents ?? 0,
    vatRate: price?.vatRate ?? 0,
    vatCents: price?.vatCents ?? 0,
    grossCents,
    coPaymentCents,
    insurerShareCents: isGkv ? grossCents - coPaymentCents : 0,
    approvalMissing:
      isGkv && APPROVAL_REASONS.includes(row.reason) && row.payer.approval?.status !== 'granted',
    unpriced: price === null,
  };
}

const sum = (lines: readonly InvoiceLine[], field: keyof InvoiceLine) =>
  lines.reduce((total, line) => total + (line[field] as number), 0);

export type DocumentAmounts = {
  lines: InvoiceLine[];
  payerGroups: PayerGroup[];
  vatGroups: VatGroup[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  coPaymentTotalCents: number;
};

export function amountsOf(lines: InvoiceLine[]): DocumentAmounts {
  const payerGroups = PAYER_TYPES.map((payerType) => {
    const group = lines.filter((line) => line.payerType === payerType);
    return {
      payerType,
      trips: group.length,
      netCents: sum(group, 'netCents'),
      vatCents: sum(group, 'vatCents'),
      grossCents: sum(group, 'grossCents'),
      coPaymentCents: sum(group, 'coPaymentCents'),
    };
  }).filter((group) => group.trips > 0);
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const vatGroups = rates.map((vatRate: VatRate) => {
    const group = lines.filter((line) => line.vatRate === vatRate);
    return { vatRate, netCents: sum(group, 'netCents'), vatCents: sum(group, 'vatCents') };
  });
  return {
    lines,
    payerGroups,
    vatGroups,
    netCents: sum(lines, 'netCents'),
    vatCents: sum(lines, 'vatCents'),
    grossCents: sum(lines, 'grossCents'),
    coPaymentTotalCents: sum(lines, 'coPaymentCents'),
  };
}

/** The lines of a credit note: the original's, every amount negated. */
export function negatedLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    ...line,
    netCents: -line.netCents,
    vatCents: -line.vatCents,
    grossCents: -line.grossCents,
    coPaymentCents: -line.coPaymentCents,
    insurerShareCents: -line.insurerShareCents,
  }));
}

/**
 * The month's documents of an issuing company: its statement of every transport it carried out,
 * and one invoice per medical organisation for the transports it pays itself (not to itself).
 */
export function monthlyDocuments(issuerId: string, rows: readonly PricedRow[]) {
  const documents: { kind: 'statement' | 'invoice'; recipientId: string; rows: PricedRow[] }[] = [];
  if (rows.length > 0)
    documents.push({ kind: 'statement', recipientId: issuerId, rows: [...rows] });
  const facilityPaid = rows.filter(
    (row) => row.payer.type === 'FACILITY' && row.organizationId !== issuerId,
  );
  for (const recipientId of [...new Set(facilityPaid.map((row) => row.organizationId))]) {
    documents.push({
      kind: 'invoice',
      recipientId,
      rows: facilityPaid.filter((row) => row.organizationId === recipientId),
    });
  }
  return documents;
}
