/** Invoice documents as the API answers them (src/contract/billing/invoice.ts). */
import { addDays } from '../../../src/contract/dates';
import type {
  BilledPayer,
  InvoiceDetail,
  InvoiceParty,
  InvoiceSummary,
} from '../../../src/contract/billing/invoice';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';
import type { DocumentAmounts } from './invoice-lines';

export type InvoiceRow = RowOf<(typeof POLICIES)['invoices']>;

const related = (id: string | null, number: string | null) =>
  id && number ? { id, number } : null;

export function presentSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    issuer: { id: row.issuerId, name: row.issuerParty.name },
    recipient: { id: row.recipientId, name: row.recipientParty.name },
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    currency: 'EUR',
    cancels: related(row.cancelsId, row.cancelsNumber),
    cancelledBy: related(row.cancelledById, row.cancelledByNumber),
    paidAt: row.paidAt?.toISOString() ?? null,
    payer: row.payer,
  };
}

export function presentDetail(row: InvoiceRow, scope: DataScope): InvoiceDetail {
  return {
    ...presentSummary(row),
    issuerParty: row.issuerParty,
    recipientParty: row.recipientParty,
    paymentTermDays: row.paymentTermDays,
    lines: row.lines,
    payerGroups: row.payerGroups,
    vatGroups: row.vatGroups,
    coPaymentTotalCents: row.coPaymentTotalCents,
    issuedByCaller: row.issuerId === scope.caller.organizationId,
  };
}

/** A document of the running month, computed on demand: no id, no number, never stored. */
export function presentDraft(document: {
  kind: 'statement' | 'invoice';
  period: { start: string; end: string };
  issuedOn: string;
  paymentTermDays: number;
  issuerParty: InvoiceParty;
  recipientParty: InvoiceParty;
  amounts: DocumentAmounts;
  payer: BilledPayer | null;
  callerOrganizationId: string;
}): InvoiceDetail {
  const { amounts } = document;
  return {
    id: null,
    kind: document.kind,
    number: null,
    status: 'draft',
    periodStart: document.period.start,
    periodEnd: document.period.end,
    issuedOn: document.issuedOn,
    dueOn: addDays(document.issuedOn, document.paymentTermDays),
    issuer: { id: document.issuerParty.organizationId, name: document.issuerParty.name },
    recipient: { id: document.recipientParty.organizationId, name: document.recipientParty.name },
    netCents: amounts.netCents,
    vatCents: amounts.vatCents,
    grossCents: amounts.grossCents,
    currency: 'EUR',
    cancels: null,
    cancelledBy: null,
    paidAt: null,
    issuerParty: document.issuerParty,
    recipientParty: document.recipientParty,
    paymentTermDays: document.paymentTermDays,
    lines: amounts.lines,
    payerGroups: amounts.payerGroups,
    vatGroups: amounts.vatGroups,
    coPaymentTotalCents: amounts.coPaymentTotalCents,
    payer: document.payer,
    issuedByCaller: document.issuerParty.organizationId === document.callerOrganizationId,
  };
}
