import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { exactKey, searchKeyColumn } from '../search-text';
import type { AddressRecord } from '../../../src/contract/address';
import { GENDERS } from '../../../src/contract/patient';
import type { DisabilityMarker } from '../../../src/contract/prescription';
import { createdAt, id, updatedAt } from './columns';
import { organizations, users } from './organizations';

/** A patient's home address, stored as JSON in the shape the API answers. */
export type StoredAddress = AddressRecord;

export const patients = pgTable(
  'patients',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    phoneNumber: text('phone_number'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    healthInsuranceNumber: text('health_insurance_number'),
    insurer: jsonb('insurer').$type<{ name: string; ik: string | null }>(),
    /** Pflegegrad 1–5, the Schwerbehindertenausweis' markers, a co-payment exemption (decision 095). */
    careLevel: integer('care_level'),
    disabilityMarkers: jsonb('disability_markers')
      .$type<DisabilityMarker[]>()
      .notNull()
      .default([]),
    coPaymentExemptUntil: date('co_payment_exempt_until', { mode: 'string' }),
    note: text('note'),
    particularities: text('particularities'),
    address: jsonb('address').$type<StoredAddress>(),
    lastNameKey: searchKeyColumn('last_name_key', sql`"last_name"`),
    firstNameKey: searchKeyColumn('first_name_key', sql`"first_name"`),
    cityKey: searchKeyColumn('city_key', sql`"address"->>'city'`),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list's orders and its prefix searches (server/db/search-text.ts): every search branch
  // has an index of its own, so a search is a bitmap-or of index scans, not a table scan.
  (t) => [
    index('patients_org_name_idx').on(t.organizationId, t.lastNameKey, t.firstNameKey, t.id),
    index('patients_org_first_name_idx').on(t.organizationId, t.firstNameKey),
    index('patients_org_city_idx').on(t.organizationId, t.cityKey),
    index('patients_org_kvnr_idx').on(t.organizationId, exactKey(t.healthInsuranceNumber)),
    index('patients_org_birthday_idx').on(t.organizationId, t.birthday),
  ],
);

export const favoriteAddresses = pgTable(
  'favorite_addresses',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    floor: text('floor'),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('DE'),
    note: text('note'),
    nameKey: searchKeyColumn('name_key', sql`"name"`),
    streetKey: searchKeyColumn('street_key', sql`"street"`),
    cityKey: searchKeyColumn('city_key', sql`"city"`),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('favorite_addresses_org_name_idx').on(t.organizationId, t.nameKey)],
);
