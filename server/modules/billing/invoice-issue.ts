/**
 * Issuing a month's documents (decision 031): by the month-end job for the month just ended, and
 * as drafts of the running month on demand. One transaction per issuer holds the issuer's
 * advisory lock, checks that the month is not yet issued, prices what had no price, and numbers
 * the documents from the issuer's gap-free series — so two instances issue everything once.
 */
import {
  monthBounds,
  invoiceNumber,
  type InvoiceParty,
} from '../../../src/contract/billing/invoice';
import { addDays, todayInGermany } from '../../../src/contract/dates';
import type { Db } from '../../db/client';
import type { SystemRepository } from '../../db/system-repository';
import {
  billableTransports,
  insertInvoice,
  invoicePartyOf,
  issuersOf,
  lockIssuer,
  monthIssued,
  nextInvoiceSequence,
  paymentTermOf,
  priceListsOf,
  priceOn,
  storeLatePrice,
  type BillableTransport,
} from './billing-store';
import { emit } from '../../events/emit';
import {
  amountsOf,
  lineOf,
  monthlyDocuments,
  type MonthlyDocument,
  type PricedRow,
} from './invoice-lines';
import { payerPartyOf } from './payer-lines';

/** Whom a document is addressed to: an organisation in the product, or a payer outside it. */
async function recipientPartyOf(
  handle: Db,
  document: MonthlyDocument,
  issuerId: string,
  issuerParty: InvoiceParty,
): Promise<InvoiceParty> {
  if (document.payer && document.payer.kind !== 'facility') {
    return payerPartyOf(document.payer, document.rows[0]!, issuerId);
  }
  return document.recipientId === issuerId
    ? issuerParty
    : invoicePartyOf(handle, document.recipientId);
}

/** "2026-04" for any moment in April 2026 in Germany. */
export const monthOf = (now: Date) => todayInGermany(now).slice(0, 7);

/** The calendar month before `now`'s in Germany. */
export function previousMonth(now: Date): string {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Rows with a price: the stored one, else by the list valid on the trip's day (`store`d if asked). */
async function priced(
  handle: Db,
  companyId: string,
  rows: BillableTransport[],
  store: Date | null,
): Promise<PricedRow[]> {
  if (rows.every((row) => row.price)) return rows as PricedRow[];
  const versions = await priceListsOf(handle, companyId);
  const result: PricedRow[] = [];
  for (const row of rows) {
    if (row.price) {
      result.push(row as PricedRow);
      continue;
    }
    const late = priceOn(
      versions,
      {
        ...row,
        id: row.transportId,
        assignedCompanyId: companyId,
        startCity: row.fromCity,
        destinationCity: row.toCity,
      },
      row.outcome,
    );
    if (late && store) await storeLatePrice(handle, row.transportId, late, store);
    result.push({ ...row, price: late?.price ?? null });
  }
  return result;
}

/** Issues the issuer's documents of `period` (YYYY-MM) unless they exist; their ids. */
export function issueMonth(db: Db, issuerId: string, period: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockIssuer(tx, issuerId);
    const bounds = monthBounds(period);
    if (await monthIssued(tx, issuerId, bounds.start)) return [];
    const rows = await billableTransports(tx, { companyId: issuerId, ...bounds });
    const documents = monthlyDocuments(issuerId, await priced(tx, issuerId, rows, now));
    const issuedOn = todayInGermany(now);
    const year = Number(issuedOn.slice(0, 4));
    const paymentTermDays = await paymentTermOf(tx, issuerId);
    const issuerParty = await invoicePartyOf(tx, issuerId);
    const ids: string[] = [];
    for (const document of documents) {
      const sequence = await nextInvoiceSequence(tx, issuerId, year);
      const id = await insertInvoice(tx, {
        kind: document.kind,
        number: invoiceNumber(year, sequence),
        status: 'open',
        issuerId,
        recipientId: document.recipientId,
        periodStart: bounds.start,
        periodEnd: bounds.end,
        issuedOn,
        dueOn: addDays(issuedOn, paymentTermDays),
        paymentTermDays,
        issuerParty,
        recipientParty: await recipientPartyOf(tx, document, issuerId, issuerParty),
        payer: document.payer,
        payerKey: document.payer?.key ?? '',
        ...amountsOf(document.rows.map(lineOf)),
        createdAt: now,
        updatedAt: now,
      });
      await emit(tx, { type: 'invoice.issued', payload: { invoiceId: id } });
      ids.push(id);
    }
    return ids;
  });
}

/** The month-end run: every company with billable transports in the month just ended. */
export async function issueMonthEnd({ handle }: SystemRepository, now: Date): Promise<number> {
  const period = previousMonth(now);
  const bounds = monthBounds(period);
  let issued = 0;
  for (const issuerId of await issuersOf(handle, bounds.start, bounds.end)) {
    issued += (await issueMonth(handle, issuerId, period, now)).length;
  }
  return issued;
}

/**
 * The documents `organizationId` would get for `period` so far: a company's statement and its
 * invoices, or a medical organisation's invoices from each company. Computed, never stored.
 */
export async function draftDocuments(
  handle: Db,
  organization: { id: string; type: 'MD' | 'RH' | 'T' },
  period: string,
  now: Date,
) {
  const bounds = monthBounds(period);
  const isCompany = organization.type === 'T';
  const rows = await billableTransports(handle, {
    ...(isCompany ? { companyId: organization.id } : { ordererId: organization.id }),
    ...bounds,
  });
  const issuedOn = todayInGermany(now);
  const drafts = [];
  for (const companyId of [...new Set(rows.map((row) => row.companyId))]) {
    const own = await priced(
      handle,
      companyId,
      rows.filter((row) => row.companyId === companyId),
      null,
    );
    const documents = monthlyDocuments(companyId, own).filter(
      (document) => isCompany || document.recipientId === organization.id,
    );
    const issuerParty = await invoicePartyOf(handle, companyId);
    const paymentTermDays = await paymentTermOf(handle, companyId);
    for (const document of documents) {
      drafts.push({
        kind: document.kind,
        period: bounds,
        issuedOn,
        paymentTermDays,
        issuerParty,
        recipientParty: await recipientPartyOf(handle, document, companyId, issuerParty),
        payer: document.payer,
        amounts: amountsOf(document.rows.map(lineOf)),
        callerOrganizationId: organization.id,
      });
    }
  }
  return drafts;
}
