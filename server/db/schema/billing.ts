/**
 * Billing (PRODUCT.md §6; decisions 030, 031): each organisation's billing profile, transport
 * companies' versioned price lists, the price of every billable transport (stored when it is
 * completed or cancelled after the crew set off), and the issued documents with their gap-free
 * numbers per issuer and year.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  InvoiceKind,
  InvoiceLine,
  BilledPayer,
  InvoiceParty,
  PayerGroup,
  VatGroup,
} from '../../../src/contract/billing/invoice';
import type { PriceListData } from '../../../src/contract/billing/price-list';
import type { TripPrice } from '../../../src/contract/billing/pricing';
import { createdAt, id, instant, updatedAt } from './columns';
import { organizations, users } from './organizations';
import { transports } from './transports';

/** One per organisation; its id is the organisation's, so a first save cannot happen twice. */
export const billingProfiles = pgTable('billing_profiles', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  addition: text('addition'),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  vatId: text('vat_id'),
  taxNumber: text('tax_number'),
  invoiceEmail: text('invoice_email').notNull(),
  iban: text('iban'),
  bic: text('bic'),
  bankName: text('bank_name'),
  /** The company's Institutionskennzeichen and Leistungserbringergruppenschlüssel (decision 098). */
  ik: text('ik'),
  providerGroupKey: text('provider_group_key'),
  paymentTermDays: integer('payment_term_days').notNull(),
  updatedAt: updatedAt(),
});

/** A version of a company's prices, valid from a day on (until the next version's day). */
export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    prices: jsonb('prices').$type<Omit<PriceListData, 'validFrom'>>().notNull(),
    /** The list's Kassen as `insurerKeyOf` joins them; '' for the default list (decision 121). */
    insurerKey: text('insurer_key').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_lists_org_valid_from_insurers_key').on(
      t.organizationId,
      t.validFrom,
      t.insurerKey,
    ),
  ],
);

/**
 * The price of a billable transport: a completed trip or a Fehlfahrt. Written in the
 * transaction of the step; `price` is null while no list was valid on the trip's day (priced
 * when its month is invoiced).
 */
export const transportPrices = pgTable(
  'transport_prices',
  {
    transportId: uuid('transport_id')
      .primaryKey()
      .references(() => transports.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The trip's day in Germany: decides the price list and the invoice month. */
    tripDay: date('trip_day', { mode: 'string' }).notNull(),
    outcome: text('outcome').$type<'trip' | 'no_show'>().notNull(),
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    price: jsonb('price').$type<TripPrice>(),
    pricedAt: instant('priced_at').notNull(),
  },
  (t) => [index('transport_prices_company_day_idx').on(t.companyId, t.tripDay)],
);

/** The last number an issuer gave out in a year; its row lock orders concurrent issues. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuerId, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'paid' | 'cancelled'>().notNull(),
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paymentTermDays: integer('payment_term_days').notNull(),
    /** Both parties as they were on the day of issue: a later profile change alters nothing. */
    issuerParty: jsonb('issuer_party').$type<InvoiceParty>().notNull(),
    recipientParty: jsonb('recipient_party').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    payerGroups: jsonb('payer_groups').$type<PayerGroup[]>().notNull(),
    vatGroups: jsonb('vat_groups').$type<VatGroup[]>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    coPaymentTotalCents: integer('co_payment_total_cents').notNull(),
    /**
     * An invoice to the payer of its rides (decision 098): a Kasse, a BG, a facility or a
     * patient, and its key ('' on statements and older documents): one invoice per key a month.
     */
    payer: jsonb('payer').$type<BilledPayer>(),
    payerKey: text('payer_key').notNull().default(''),
    /** A credit note's original; an original's credit note. */
    cancelsId: uuid('cancels_id').references((): AnyPgColumn => invoices.id),
    cancelledById: uuid('cancelled_by_id').references((): AnyPgColumn => invoices.id),
    paidAt: instant('paid_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_issuer_number_key').on(t.issuerId, t.number),
    // The month-end job issues each document once, however many instances run it.
    uniqueIndex('invoices_monthly_key')
      .on(t.issuerId, t.recipientId, t.kind, t.periodStart, t.payerKey)
      .where(sql`${t.kind} <> 'credit_note'`),
    index('invoices_issuer_period_idx').on(t.issuerId, t.periodStart),
    index('invoices_recipient_period_idx').on(t.recipientId, t.periodStart),
    check('invoices_kind_check', sql`${t.kind} in ('statement', 'invoice', 'credit_note')`),
    check('invoices_status_check', sql`${t.status} in ('open', 'paid', 'cancelled')`),
  ],
);
