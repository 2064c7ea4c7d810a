/**
 * What billing reads across organisations (decisions 030, 031): the assigned company's price
 * lists when a transport is priced (the orderer may be the caller, on a cancellation), and the
 * transports, profiles and numbers behind a month's documents. Every function is bounded by the
 * organisation it is given — the caller's own, or the issuer the month-end job works for — and
 * callers only ever pass those.
 */
import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { InvoiceParty } from '../../../src/contract/billing/invoice';
import { priceListForRide, type PriceListData } from '../../../src/contract/billing/price-list';
import { priceTrip, type TripPrice } from '../../../src/contract/billing/pricing';
import { todayInGermany } from '../../../src/contract/dates';
import { sameMunicipality } from '../../../src/contract/billing/vat-rule';
import type { Db } from '../../db/client';
import {
  billingProfiles,
  invoiceNumbers,
  invoices,
  organizations,
  patients,
  priceLists,
  rideConfirmations,
  transportPrices,
  transports,
} from '../../db/schema';

/** A company's price list versions, oldest first. */
export async function priceListsOf(handle: Db, companyId: string) {
  const rows = await handle
    .select()
    .from(priceLists)
    .where(eq(priceLists.organizationId, companyId))
    .orderBy(asc(priceLists.validFrom));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    list: { ...row.prices, validFrom: row.validFrom } as PriceListData,
  }));
}

type PricedTransport = Pick<
  typeof transports.$inferSelect,
  | 'id'
  | 'assignedCompanyId'
  | 'pickupAt'
  | 'statusAt'
  | 'transportClass'
  | 'infection'
  | 'startCity'
  | 'destinationCity'
  | 'payer'
> & { km?: number | null; waitingMinutes?: number | null };

/** The day a transport counts for: its pickup day in Germany (the step's day if it had none). */
export const tripDayOf = (row: Pick<PricedTransport, 'pickupAt' | 'statusAt'>) =>
  todayInGermany(row.pickupAt ?? row.statusAt);

/**
 * The price by the list for the ride's payer valid on the trip's day — the Kasse's own list where
 * the company has one for the payer's IK, else its default list (decision 121) — or null when
 * none was.
 */
export function priceOn(
  versions: Awaited<ReturnType<typeof priceListsOf>>,
  row: PricedTransport,
  outcome: 'trip' | 'no_show',
): { priceListId: string; price: TripPrice } | null {
  const version = priceListForRide(
    versions.map((entry) => ({
      ...entry,
      validFrom: entry.list.validFrom,
      insurerIks: entry.list.insurerIks,
    })),
    tripDayOf(row),
    row.payer.ik,
  );
  if (!version) return null;
  const price = priceTrip(version.list, {
    transportClass: row.transportClass,
    pickupAt: (row.pickupAt ?? row.statusAt).toISOString(),
    infection: row.infection.type,
    outcome,
    km: row.km,
    waitingMinutes: row.waitingMinutes,
    withinMunicipality: sameMunicipality(row.startCity, row.destinationCity),
  });
  return { priceListId: version.id, price };
}

/**
 * Prices a transport that was just completed (`trip`) or cancelled after the crew set off
 * (`no_show`), in the transaction of that step. Only an assigned transport has a price.
 */
export async function storeTransportPrice(
  handle: Db,
  row: PricedTransport,
  outcome: 'trip' | 'no_show',
  now: Date,
): Promise<void> {
  const companyId = row.assignedCompanyId;
  if (!companyId) return;
  const priced = priceOn(await priceListsOf(handle, companyId), row, outcome);
  const values = {
    companyId,
    tripDay: tripDayOf(row),
    outcome,
    priceListId: priced?.priceListId ?? null,
    price: priced?.price ?? null,
    pricedAt: now,
  };
  await handle
    .insert(transportPrices)
    .values({ transportId: row.id, ...values })
    .onConflictDoUpdate({ target: transportPrices.transportId, set: values });
}

/** Fills in the price of transports that had none (no list was valid when they were done). */
export async function storeLatePrice(
  handle: Db,
  transportId: string,
  priced: { priceListId: string; price: TripPrice },
  now: Date,
) {
  await handle
    .update(transportPrices)
    .set({ ...priced, pricedAt: now })
    .where(and(eq(transportPrices.transportId, transportId), isNull(transportPrices.price)));
}

/**
 * The billable transports of a month, with their prices: those a company carried out (`companyId`),
 * or those a medical organisation ordered (`ordererId`) — each narrowed by the other if given.
 */
export function billableTransports(
  handle: Db,
  filter: { companyId?: string; ordererId?: string; start: string; end: string },
) {
  return handle
    .select({
      transportId: transports.id,
      number: transports.number,
      organizationId: transports.organizationId,
      companyId: transportPrices.companyId,
      tripDay: transportPrices.tripDay,
      outcome: transportPrices.outcome,
      price: transportPrices.price,
      pickupAt: transports.pickupAt,
      statusAt: transports.statusAt,
      transportClass: transports.transportClass,
      infection: transports.infection,
      reason: transports.reason,
      km: transports.km,
      waitingMinutes: transports.waitingMinutes,
      payer: transports.payer,
      prescription: transports.prescription,
      patientFirstName: sql<string>`${transports.patient}->>'firstName'`,
      patientLastName: sql<string>`${transports.patient}->>'lastName'`,
      fromCity: transports.startCity,
      toCity: transports.destinationCity,
      // What an invoice to the ride's payer prints (decision 098).
      patientId: transports.patientId,
      patient: transports.patient,
      // The certificate as the patient's record holds it now: issued late, it still counts.
      coPaymentExemptUntil: patients.coPaymentExemptUntil,
      start: transports.start,
      destination: transports.destination,
      ordererName: organizations.name,
      signerName: rideConfirmations.signerName,
      signedAt: rideConfirmations.signedAt,
      signed: sql<boolean>`${rideConfirmations.signatureImage} is not null`,
      photographed: sql<boolean>`${rideConfirmations.photoImage} is not null`,
    })
    .from(transportPrices)
    .innerJoin(transports, eq(transports.id, transportPrices.transportId))
    .innerJoin(organizations, eq(organizations.id, transports.organizationId))
    .leftJoin(rideConfirmations, eq(rideConfirmations.transportId, transports.id))
    .leftJoin(patients, eq(patients.id, transports.patientId))
    .where(
      and(
        between(transportPrices.tripDay, filter.start, filter.end),
        filter.companyId ? eq(transportPrices.companyId, filter.companyId) : undefined,
        filter.ordererId ? eq(transports.organizationId, filter.ordererId) : undefined,
      ),
    )
    .orderBy(asc(transportPrices.tripDay), asc(transports.number));
}
export type BillableTransport = Awaited<ReturnType<typeof billableTransports>>[number];

/** Companies with billable transports in the period: the month-end job's issuers. */
export async function issuersOf(handle: Db, start: string, end: string): Promise<string[]> {
  const rows = await handle
    .selectDistinct({ companyId: transportPrices.companyId })
    .from(transportPrices)
    .where(between(transportPrices.tripDay, start, end));
  return rows.map((row) => row.companyId);
}

/** An organisation as it appears on a document: its billing profile, else its master data. */
export async function invoicePartyOf(handle: Db, organizationId: string): Promise<InvoiceParty> {
  const [row] = await handle
    .select({ organization: organizations, profile: billingProfiles })
    .from(organizations)
    .leftJoin(billingProfiles, eq(billingProfiles.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error('organisation of a document not found');
  const { organization, profile } = row;
  if (profile) {
    return {
      organizationId,
      name: profile.name,
      addition: profile.addition,
      street: profile.street,
      houseNumber: profile.houseNumber,
      zipCode: profile.zipCode,
      city: profile.city,
      country: profile.country,
      vatId: profile.vatId,
      taxNumber: profile.taxNumber,
      email: profile.invoiceEmail,
      iban: profile.iban,
      bic: profile.bic,
      bankName: profile.bankName,
      ik: profile.ik,
      providerGroupKey: profile.providerGroupKey,
    };
  }
  // Without a profile the organisation's own address stands in ("Musterstraße 1" in one field).
  const match = /^(.*?)\s+(\d+\s*[a-zA-Z]?(?:[-/]\d+\s*[a-zA-Z]?)?)$/.exec(organization.address);
  return {
    organizationId,
    name: organization.name,
    addition: null,
    street: match ? match[1]! : organization.address,
    houseNumber: match ? match[2]! : '',
    zipCode: organization.zipCode,
    city: organization.city,
    country: organization.country,
    vatId: null,
    taxNumber: null,
    email: null,
    iban: null,
    bic: null,
    bankName: null,
  };
}

/** The issuer's payment term (its profile's, else 14 days). */
export async function paymentTermOf(handle: Db, organizationId: string): Promise<number> {
  const [row] = await handle
    .select({ days: billingProfiles.paymentTermDays })
    .from(billingProfiles)
    .where(eq(billingProfiles.organizationId, organizationId));
  return row?.days ?? 14;
}

/**
 * Serialises the issues of one issuer across instances until the transaction ends (a
 * transaction-level advisory lock; PGlite runs one transaction at a time anyway).
 */
export async function lockIssuer(handle: Db, issuerId: string): Promise<void> {
  await handle.execute(sql`select pg_advisory_xact_lock(hashtextextended(${issuerId}, 31))`);
}

/** Whether the issuer's monthly documents of the period exist already. */
export async function monthIssued(handle: Db, issuerId: string, periodStart: string) {
  const [row] = await handle
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.issuerId, issuerId),
        eq(invoices.periodStart, periodStart),
        or(eq(invoices.kind, 'statement'), eq(invoices.kind, 'invoice')),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The next number of the issuer's series for `year`, gap-free (as transport numbers). */
export async function nextInvoiceSequence(
  handle: Db,
  issuerId: string,
  year: number,
): Promise<number> {
  const [row] = await handle
    .insert(invoiceNumbers)
    .values({ issuerId, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumbers.issuerId, invoiceNumbers.year],
      set: { last: sql`${invoiceNumbers.last} + 1` },
    })
    .returning({ last: invoiceNumbers.last });
  return row!.last;
}

export type NewInvoice = typeof invoices.$inferInsert;

export async function insertInvoice(handle: Db, values: NewInvoice): Promise<string> {
  const [row] = await handle.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

/**
 * The signatures of the company's rides among `transportIds` as PNG bytes, by transport id: the
 * proof its invoice to a Kasse prints (issue 28 §2). Bounded by the company that carried them.
 */
export async function rideSignaturesOf(
  handle: Db,
  companyId: string,
  transportIds: readonly string[],
): Promise<Map<string, Uint8Array>> {
  if (transportIds.length === 0) return new Map();
  const rows = await handle
    .select({
      transportId: rideConfirmations.transportId,
      image: rideConfirmations.signatureImage,
    })
    .from(rideConfirmations)
    .innerJoin(transports, eq(transports.id, rideConfirmations.transportId))
    .where(
      and(
        eq(transports.assignedCompanyId, companyId),
        inArray(rideConfirmations.transportId, [...transportIds]),
        isNotNull(rideConfirmations.signatureImage),
      ),
    );
  return new Map(
    rows.map((row) => [row.transportId, pngBytesOf(row.image!)] as const).filter(([, png]) => png),
  ) as Map<string, Uint8Array>;
}

/** The bytes of a stored `data:<type>;base64,…` image; null for any other type. */
function bytesOf(dataUrl: string, type: 'image/png' | 'image/jpeg'): Uint8Array | null {
  const prefix = `data:${type};base64,`;
  return dataUrl.startsWith(prefix) ? Buffer.from(dataUrl.slice(prefix.length), 'base64') : null;
}

const pngBytesOf = (dataUrl: string) => bytesOf(dataUrl, 'image/png');

/**
 * The pictures of one ride's confirmation, for the appendix to the company's invoice (decision
 * 126): the signature, the Transportschein's photo and when it was taken; nulls where none.
 */
export async function rideProofImagesOf(handle: Db, companyId: string, transportId: string) {
  const [row] = await handle
    .select({
      signature: rideConfirmations.signatureImage,
      photo: rideConfirmations.photoImage,
      photoAt: rideConfirmations.photoAt,
    })
    .from(rideConfirmations)
    .innerJoin(transports, eq(transports.id, rideConfirmations.transportId))
    .where(
      and(
        eq(transports.assignedCompanyId, companyId),
        eq(rideConfirmations.transportId, transportId),
      ),
    );
  return {
    signature: row?.signature ? pngBytesOf(row.signature) : null,
    photo: row?.photo ? bytesOf(row.photo, 'image/jpeg') : null,
    photoAt: row?.photoAt ?? null,
  };
}
