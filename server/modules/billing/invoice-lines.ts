/**
 * A month's documents from its billable transports (PRODUCT.md §6; decisions 030, 031), pure:
 * the lines with their GKV split, the groups by payer and by VAT rate, and the totals — the sums
 * of the lines, so lines and totals always add up. A credit note is its original negated.
 */
import type {
  BilledPayer,
  InvoiceLine,
  PayerGroup,
  VatGroup,
} from '../../../src/contract/billing/invoice';
import type { VatRate } from '../../../src/contract/billing/price-list';
import type { TripPrice } from '../../../src/contract/billing/pricing';
import { PAYER_KINDS } from '../../../src/contract/payer';
import { routeEnds } from '../../../src/contract/route-label';
import type { BillableTransport } from './billing-store';
import { payerLineDetail } from './payer-lines';

/** A billable transport with its price (null: no list was valid on its day). */
export type PricedRow = BillableTransport & { price: TripPrice | null };

export function lineOf(row: PricedRow): InvoiceLine {
  const price = row.price;
  const grossCents = price?.grossCents ?? 0;
  const isGkv = row.payer.kind === 'insurer';
  const payerDetail = payerLineDetail(row);
  // The co-payment is part of a trip's price; a Fehlfahrt carried nobody (payer-lines.ts).
  const coPaymentCents = payerDetail.coPaymentCents;
  // The places as people tell rides apart (decision 087): "Berlin – Berlin" said nothing.
  const [from, to] = routeEnds(
    { address: row.start.address },
    { address: row.destination.address },
  );
  return {
    transportId: row.transportId,
    number: row.number,
    date: row.tripDay,
    from,
    to,
    transportClass: row.transportClass,
    kind: row.outcome,
    km: row.outcome === 'trip' ? row.km : null,
    waitingMinutes: row.outcome === 'trip' ? row.waitingMinutes : null,
    payerType: row.payer.kind,
    payerName: row.payer.name,
    patientName: `${row.patientLastName}, ${row.patientFirstName}`,
    netCents: price?.netCents ?? 0,
    vatRate: price?.vatRate ?? 0,
    vatCents: price?.vatCents ?? 0,
    grossCents,
    coPaymentCents,
    insurerShareCents: isGkv ? grossCents - coPaymentCents : 0,
    // An order the Kasse pays now carries its Muster 4 and, where needed, the approval (decision
    // 095): only an order from before lacks them.
    approvalMissing: isGkv && row.prescription === null,
    unpriced: price === null,
    payerDetail,
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
  const payerGroups = PAYER_KINDS.map((payerType) => {
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
    payerDetail: line.payerDetail && {
      ...line.payerDetail,
      rideNetCents: -line.payerDetail.rideNetCents,
      surcharges: line.payerDetail.surcharges.map((surcharge) => ({
        ...surcharge,
        netCents: -surcharge.netCents,
      })),
      coPaymentCents: -line.payerDetail.coPaymentCents,
      claimCents: -line.payerDetail.claimCents,
    },
  }));
}

export type MonthlyDocument = {
  kind: 'statement' | 'invoice';
  recipientId: string;
  /** The payer an invoice is addressed to; null on the statement. */
  payer: BilledPayer | null;
  rows: PricedRow[];
};

/**
 * The month's documents of an issuing company (decision 098): its statement of every transport
 * it carried out, and one invoice per payer — per Krankenkasse, per BG, per ordering facility,
 * per self-paying patient. A facility receives its invoice in the product; the others are the
 * company's to send (it is their recipient in the product), and so is a facility invoice of the
 * company's own orders.
 */
export function monthlyDocuments(issuerId: string, rows: readonly PricedRow[]): MonthlyDocument[] {
  const documents: MonthlyDocument[] = [];
  if (rows.length > 0) {
    documents.push({ kind: 'statement', recipientId: issuerId, payer: null, rows: [...rows] });
  }
  const byPayer = new Map<string, { payer: BilledPayer; rows: PricedRow[] }>();
  for (const row of rows) {
    const payer = payerLineDetail(row).payer;
    const group = byPayer.get(payer.key) ?? { payer, rows: [] };
    group.rows.push(row);
    byPayer.set(payer.key, group);
  }
  for (const { payer, rows: payerRows } of byPayer.values()) {
    const orderer = payerRows[0]!.organizationId;
    documents.push({
      kind: 'invoice',
      recipientId: payer.kind === 'facility' && orderer !== issuerId ? orderer : issuerId,
      payer,
      rows: payerRows,
    });
  }
  return documents;
}
