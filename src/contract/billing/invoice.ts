/**
 * Invoice documents (PRODUCT.md §6, issue 13), one per organisation and calendar month:
 * - `statement` (Sammelabrechnung): a transport company's own account of the transports it
 *   carried out, grouped by payer, with the GKV co-payments to collect listed separately;
 * - `invoice` (Rechnung): issued by the company to a medical organisation for the transports
 *   that organisation pays itself (payer kind facility);
 * - `credit_note` (Stornorechnung): cancels an issued document with the same lines negated — a
 *   document is never edited once issued.
 * Numbers run gap-free per issuer and year across all three kinds (decision 031).
 */
import * as v from 'valibot';
import { listQuery, uuid } from '../common';
import { isStorableDate } from '../dates';
import { m } from '../messages';
import { allowedCharacters, wellFormed } from '../text-rules';
import { PAYER_KINDS, type PayerKind } from '../payer';
import type { PrescribedVehicle, TaxiEquipment } from '../prescription';
import type { TransportClass } from '../transport-class';
import type { VatRate } from './price-list';

export const INVOICE_KINDS = ['statement', 'invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** `draft` only for the running month's preview, which is computed on demand and never stored. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceParty = {
  organizationId: string;
  name: string;
  addition: string | null;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string | null;
  taxNumber: string | null;
  email: string | null;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  /** Institutionskennzeichen: the company's own, or the Kasse's or BG's it is addressed to. */
  ik?: string | null;
  /** The company's Leistungserbringergruppenschlüssel (issuer only). */
  providerGroupKey?: string | null;
};

/** One transport on a document. Amounts in cents (negative on a credit note). */
export type InvoiceLine = {
  transportId: string;
  /** The transport's number, e.g. T-2026-000123. */
  number: string;
  /** The day of the trip in Germany, YYYY-MM-DD. */
  date: string;
  /** Each end as routeEnds writes it (decision 087): the street where both lie in one city. */
  from: string;
  to: string;
  transportClass: TransportClass;
  /** `no_show`: a Fehlfahrt (cancelled after the crew set off). */
  kind: 'trip' | 'no_show';
  km: number | null;
  waitingMinutes: number | null;
  payerType: PayerKind;
  payerName: string | null;
  /** Patient's name, for collecting the co-payment (only on the company's own statement). */
  patientName: string | null;
  netCents: number;
  vatRate: VatRate;
  vatCents: number;
  grossCents: number;
  /** GKV: the patient's Zuzahlung and the insurer's share of the gross amount. */
  coPaymentCents: number;
  insurerShareCents: number;
  /** An ambulatory series trip (dialysis, chemo-, radiotherapy) without a granted approval. */
  approvalMissing: boolean;
  /** No price list was valid on the trip's day: the line carries 0 until the company prices it. */
  unpriced: boolean;
  /** What an invoice to the ride's payer prints (decision 098); absent on older documents. */
  payerDetail?: PayerLineDetail;
};

/** Who pays a ride and gets its invoice (decision 098). */
export const BILLED_PAYER_KINDS = PAYER_KINDS;
export type BilledPayerKind = PayerKind;
export type BilledPayer = {
  kind: BilledPayerKind;
  /** One invoice per key and month: the Kasse's or BG's IK (else name), the facility, the patient. */
  key: string;
  name: string;
  ik: string | null;
};

export type SurchargeKind = 'night_weekend' | 'infection';

/** A line of an invoice to a payer, beside the ride's amounts. */
export type PayerLineDetail = {
  payer: BilledPayer;
  patientId: string | null;
  /** "Nachname, Vorname" */
  patientName: string;
  insuranceNumber: string | null;
  /** The prescription's (Muster 4) date, YYYY-MM-DD. */
  prescribedOn: string | null;
  /** The places as a person tells them apart (route-label.ts). */
  route: string;
  /** The kind of transport the Muster 4 prescribes (null: an order without one). */
  prescribed: { vehicle: PrescribedVehicle; taxiEquipment: TaxiEquipment } | null;
  /** The class driven, named where no prescription says. */
  prescribedClass: TransportClass;
  /** The ride without its surcharges (net, cents); the surcharges follow as their own lines. */
  rideNetCents: number;
  surcharges: { kind: SurchargeKind; netCents: number }[];
  /** The patient's co-payment and the payer's claim after it (gross − co-payment). */
  coPaymentCents: number;
  claimCents: number;
  /** The ride confirmation as proof, where the crew recorded one. */
  proof: {
    signerName: string | null;
    signedAt: string | null;
    signature: boolean;
    photo: boolean;
  } | null;
};

export type PayerGroup = {
  payerType: PayerKind;
  trips: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  coPaymentCents: number;
};

export type VatGroup = { vatRate: VatRate; netCents: number; vatCents: number };

/** A document as the list shows it. */
export type InvoiceSummary = {
  /** Null for a draft (not stored). */
  id: string | null;
  kind: InvoiceKind;
  /** E.g. "2026-00042"; null for a draft. */
  number: string | null;
  status: InvoiceStatus;
  /** First and last day of the Leistungszeitraum (a calendar month), YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  /** Rechnungsdatum, YYYY-MM-DD. */
  issuedOn: string;
  dueOn: string;
  issuer: { id: string; name: string };
  recipient: { id: string; name: string };
  netCents: number;
  vatCents: number;
  grossCents: number;
  currency: 'EUR';
  /** On a credit note: the document it cancels; on a cancelled one: its credit note. */
  cancels: { id: string; number: string } | null;
  cancelledBy: { id: string; number: string } | null;
  paidAt: string | null;
  /** An invoice to the payer of its rides (a Kasse, a BG, a facility, a patient); else null. */
  payer: BilledPayer | null;
};

export type InvoiceDetail = InvoiceSummary & {
  issuerParty: InvoiceParty;
  recipientParty: InvoiceParty;
  paymentTermDays: number;
  lines: InvoiceLine[];
  payerGroups: PayerGroup[];
  vatGroups: VatGroup[];
  coPaymentTotalCents: number;
  /** Recipient's role as seen by the caller: whether the caller may mark it paid or cancel it. */
  issuedByCaller: boolean;
};

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const period = v.pipe(
  v.string(m('date')),
  v.regex(PERIOD, m('date')),
  v.check((value) => isStorableDate(`${value}-01`), m('date')),
);

/** `GET /invoices` query: filters by status, kind and period (YYYY-MM); search by number or name. */
export const InvoiceListQuery = v.object({
  ...listQuery(['periodStart', 'number', 'grossCents', 'issuedOn'] as const).entries,
  status: v.optional(v.picklist(INVOICE_STATUSES, m('choice'))),
  kind: v.optional(v.picklist(INVOICE_KINDS, m('choice'))),
  period: v.optional(period),
  /** Invoices to one kind of payer: the Kassen, the BGs, facilities, self-payers. */
  payer: v.optional(v.picklist(BILLED_PAYER_KINDS, m('choice'))),
});
export type InvoiceListParams = {
  page?: number;
  per_page?: number;
  search?: string;
  sort?: string;
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  period?: string;
  payer?: BilledPayerKind;
};

/** `POST /invoices/draft`: the running month so far (or a named month not yet invoiced). */
export const DraftInput = v.object({ period: v.optional(period) });
export type DraftInput = v.InferInput<typeof DraftInput>;

/** `POST /invoices/draft/pdf`: one of those drafts as PDF, named by its kind and recipient. */
export const DraftPdfInput = v.object({
  period: v.optional(period),
  kind: v.picklist(INVOICE_KINDS, m('choice')),
  recipientId: uuid,
  /** Which payer's invoice, where the recipient has several (the company's own Kasse invoices). */
  // A key is built from a stored name or IK, which never holds a control character.
  payerKey: v.optional(
    v.pipe(
      v.string(m('invalidType')),
      v.maxLength(200, m('tooLong')),
      wellFormed,
      allowedCharacters({}),
    ),
  ),
});
export type DraftPdfInput = v.InferInput<typeof DraftPdfInput>;

/** "2026-03" → first and last day. */
export function monthBounds(periodMonth: string): { start: string; end: string } {
  const [year, month] = periodMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${periodMonth}-01`, end: `${periodMonth}-${String(last).padStart(2, '0')}` };
}

/** "2026-00042": the year and the number within it, five digits wide. */
export const invoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;
